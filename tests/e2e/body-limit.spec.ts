import { expect } from '@playwright/test'
import { test } from './fixtures'

/**
 * Request bodies (decision 129): Next's proxy lets 42 MB through for staff uploads to Payload's
 * REST; the site's own API refuses a larger declared body at 10 MB, in French, before reading it.
 */
test.describe('request body limits', () => {
  test('a form sent with 11 MB is refused with a 413 and a French message', async ({ request }) => {
    const answer = await request.post('/api/v1/contact', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.alloc(11 * 1024 * 1024, 0x20),
    })
    expect(answer.status()).toBe(413)
    expect(await answer.json()).toEqual({ status: 'too_large', message: 'La requête est trop volumineuse : 10 Mo au plus.' })
  })

  test('a 15 MB upload to the back office’s API reaches Payload, which refuses a visitor', async ({ request }) => {
    const answer = await request.post('/api/media', {
      multipart: { file: { name: 'grand.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(15 * 1024 * 1024, 0xff) } },
    })
    // Payload's own answer (no staff session), not the proxy's size refusal nor a truncated body's 500.
    expect(answer.status()).toBe(403)
  })
})
