/**
 * The refusal of an upload above 42 MB names the file's real limit (decision 139): a QA pass sent
 * a 60 MB photo from the back office and read « La requête est trop volumineuse : 10 Mo au plus. »,
 * while a 41 MB one read « Ce fichier dépasse 40 Mo… ». Next's proxy (src/proxy.ts) refuses a
 * declared length past 42 MB before Payload reads anything: to the back office's upload form it
 * now answers as Payload answers a file between 40 and 42 MB (the same body, status 413), and the
 * site's own API keeps its « 10 Mo au plus » (tests/e2e/body-limit.spec.ts).
 */
import { NextRequest } from 'next/server'
import type { CollectionConfig, Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { UPLOAD_BODY_LIMIT } from '../../src/domain/api/body-limit'
import { keepFieldErrors } from '../../src/payload/hooks/errors'
import { proxy } from '../../src/proxy'

const MB = 1024 * 1024
let payload: Payload

/** What the back office sends to save a new image: a multipart form whose length says the file's size. */
function upload(pathname: string, bytes: number, type = 'multipart/form-data; boundary=----WebKitFormBoundaryQa60Mo'): NextRequest {
  return new NextRequest(new URL(pathname, 'http://localhost:3000'), {
    method: 'POST',
    headers: { 'content-length': String(bytes), 'content-type': type, origin: 'http://localhost:3000' },
  })
}

/** Payload's own answer (through our afterError hook) to a file above `upload.limits.fileSize`. */
async function payloadsAnswerToAFileTooLarge(collection: 'media' | 'documents'): Promise<unknown> {
  const error = Object.assign(new Error('File size limit has been reached'), { status: 413 })
  const hooked = await keepFieldErrors({
    collection: payload.collections[collection].config as unknown as CollectionConfig,
    context: {},
    error,
    req: { payload } as unknown as PayloadRequest,
    result: { errors: [{ message: error.message }] },
  } as unknown as Parameters<typeof keepFieldErrors>[0])
  return (hooked as { response?: unknown } | undefined)?.response
}

beforeAll(async () => {
  payload = await payloadClient()
})

describe('an upload above what the proxy lets through', () => {
  it('gets, for a 60 MB photo, the answer Payload gives a 41 MB one: the file’s 40 Mo, on the file field', async () => {
    for (const collection of ['media', 'documents'] as const) {
      const response = await proxy(upload(`/api/${collection}`, 60 * MB))
      expect(response.status).toBe(413)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = await response.json()
      expect(body).toEqual(await payloadsAnswerToAFileTooLarge(collection))
      expect(JSON.stringify(body)).toContain('Ce fichier dépasse 40 Mo, la taille maximale acceptée.')
      expect(JSON.stringify(body)).not.toContain('10 Mo')
    }
    // Replacing an image's file (« Modifier l’image ») is the same form to the document's address.
    expect((await (await proxy(upload('/api/media/12', UPLOAD_BODY_LIMIT + 1))).json()) as unknown).toEqual(
      await payloadsAnswerToAFileTooLarge('media'),
    )
  })

  it('lets 42 MB through to Payload, whose own limit answers (no proxy refusal)', async () => {
    const response = await proxy(upload('/api/media', UPLOAD_BODY_LIMIT))
    expect(response.status).not.toBe(413)
  })

  it('keeps « 10 Mo au plus » where it is true: the site’s own API', async () => {
    const response = await proxy(upload('/api/v1/forms/application', 11 * MB))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ status: 'too_large', message: 'La requête est trop volumineuse : 10 Mo au plus.' })
  })
})
