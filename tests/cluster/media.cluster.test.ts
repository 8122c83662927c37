/**
 * Media live in the S3-compatible storage both instances share (issue 21): an image uploaded
 * through instance A's back office is served by instance B, its original and its generated
 * sizes (webp included), and the object is in the bucket.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { cluster } from './harness'
import { staffSession, type StaffSession } from './staff'

let a: StaffSession
let b = ''

beforeAll(async () => {
  const topology = await cluster()
  b = topology.b
  a = await staffSession(topology.a, topology.admin)
})

describe('an image uploaded on A', () => {
  it('is served by B, with its sizes and webp', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 196, g: 180, b: 150 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `enduit-chantier-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Mur enduit, lumière rasante' }))
    const { doc } = await a.upload('/api/media?locale=fr', form)
    const urls: string[] = [doc.url, doc.sizes?.card?.url, doc.sizes?.cardWebp?.url, doc.sizes?.large?.url].filter(Boolean)
    expect(urls.length).toBe(4)
    const paths = urls.map((url) => new URL(url, 'http://x').pathname)
    // The site's own file route (/media/images/…): what pages link to.
    const original = await fetch(`${b}/media/images/${doc.filename}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)
    const webp = await fetch(`${b}/media/images/${doc.sizes.cardWebp.filename}`)
    expect(webp.status).toBe(200)
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(240)
    // The addresses Payload gives in its documents (its own file route, with its access check) work on B too.
    for (const path of paths) expect((await fetch(`${b}${path}`)).status, path).toBe(200)
    await a.delete(`/api/media/${doc.id}`)
  })
})
