/**
 * What staff see when the back office refuses what they save (decisions 123 and 129), through
 * Payload's real REST handlers (src/app/(payload)/api/[...slug], no server, no mock), as the
 * admin's forms send it:
 * - a file above the upload limit: a 413 in French, on the file field, nothing saved; a 15 MB
 *   file (above Next's old 10 MB) is saved;
 * - a value already used by another document (a unique field): the field's French label and
 *   the reason, on the field and in the toast; SQLite and PostgreSQL (CI) answer alike, though
 *   their constraint errors differ;
 * - a file of the wrong type: one French sentence, logged as one info line, no ERROR.
 *
 * Next's proxy (src/proxy.ts) is not in this path: its `proxyClientMaxBodySize` truncates a
 * body only in a running server. Its relation to Payload's limit is checked from the configs.
 */
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { payloadLogger } from '../../src/payload/logger'
import { ORIGIN } from './support/in-process-fetch'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Answer = { errors?: { message?: string; data?: { errors?: { path: string; message: string }[] } }[]; doc?: { id: number } }
let rest: Record<'POST' | 'PATCH', Handler>
let payload: Payload

const EDITOR = { email: 'envois.editeur@ardalis.example', password: 'Envois-Editeur-2026!' }
let editorId: number | undefined
let token = ''
const createdDocuments: number[] = []
const MB = 1024 * 1024

async function call(
  method: 'POST' | 'PATCH',
  pathAndQuery: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(pathAndQuery, ORIGIN)
  const request = new Request(url, { method, body, headers: { authorization: `JWT ${token}`, ...headers } })
  return rest[method](request, { params: Promise.resolve({ slug: url.pathname.slice(5).split('/') }) })
}

/** The admin's upload form: the document's data in `_payload`, then the file. */
function uploadForm(data: Record<string, unknown>, file: Uint8Array<ArrayBuffer>, name: string, type: string): FormData {
  const form = new FormData()
  form.append('_payload', JSON.stringify(data))
  form.append('file', new File([file], name, { type }))
  return form
}

/** A PDF Payload accepts (`%PDF-` header, `xref` and `%%EOF` in the last kilobyte), padded to `size` bytes. */
function pdfOf(size: number): Uint8Array<ArrayBuffer> {
  const text = new TextEncoder()
  const tail = text.encode('\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n0\n%%EOF\n')
  const pdf = new Uint8Array(size).fill(0x20)
  pdf.set(text.encode('%PDF-1.4\n%'))
  pdf.set(tail, size - tail.length)
  return pdf
}

/** Payload's logger with the config's options, writing into `lines` instead of the terminal. */
function capture(lines: string[]): Payload['logger'] {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  return pino(payloadLogger.options, sink) as unknown as Payload['logger']
}

async function storedFiles(folder: string): Promise<string[]> {
  return readdir(path.join(inject('mediaDir'), folder)).catch(() => [])
}

beforeAll(async () => {
  rest = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as typeof rest
  payload = await payloadClient()
  const editor = await payload.create({ collection: 'users', data: { ...EDITOR, name: 'Envois', role: 'editor' } })
  editorId = editor.id
  token = (await payload.login({ collection: 'users', data: EDITOR })).token ?? ''
})

afterAll(async () => {
  for (const id of createdDocuments) await payload.delete({ collection: 'documents', id })
  if (editorId !== undefined) await payload.delete({ collection: 'users', id: editorId })
})

describe('the upload size limit (decision 129)', () => {
  it('the proxy lets through a little more than Payload accepts, so that Payload’s French refusal is the one seen', async () => {
    const { default: nextConfig } = await import('../../next.config')
    const proxyLimit = nextConfig.experimental?.proxyClientMaxBodySize
    const fileLimit = payload.config.upload.limits?.fileSize
    expect(fileLimit).toBe(40 * MB)
    // Next reads '42mb' as 42 × 1024 × 1024 bytes. The admin sends `_payload` (at most
    // busboy's 1 MB field size) before the file: the file's limit is always reached first.
    expect(proxyLimit).toBe('42mb')
    expect(42 * MB).toBeGreaterThan((fileLimit ?? 0) + MB)
  })

  it('saves a 15 MB PDF brochure (above Next’s old 10 MB)', async () => {
    const response = await call(
      'POST',
      '/api/documents',
      uploadForm({ title: 'Brochure 15 Mo', kind: 'BROCHURE' }, pdfOf(15 * MB), 'brochure-15-mo.pdf', 'application/pdf'),
    )
    const body = (await response.json()) as Answer
    expect(response.status, JSON.stringify(body)).toBe(201)
    createdDocuments.push(body.doc?.id ?? 0)
    const saved = await payload.findByID({ collection: 'documents', id: body.doc?.id ?? 0, overrideAccess: true })
    expect(saved.filesize).toBe(15 * MB)
  })

  it('refuses a file just above the limit with a 413 in French, on the file field, and saves nothing', async () => {
    const lines: string[] = []
    const original = payload.logger
    const before = {
      media: (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs,
      documents: (await payload.count({ collection: 'documents', overrideAccess: true })).totalDocs,
      images: await storedFiles('images'),
      pdfs: await storedFiles('documents'),
    }
    const heavy = 40 * MB + 1
    const answers: [number, Answer][] = []
    payload.logger = capture(lines)
    try {
      for (const [collection, form] of [
        ['media', uploadForm({ alt: 'Façade enduite' }, new Uint8Array(heavy), 'facade-28-mpx.jpg', 'image/jpeg')],
        ['documents', uploadForm({ title: 'Catalogue complet', kind: 'BROCHURE' }, pdfOf(heavy), 'catalogue.pdf', 'application/pdf')],
      ] as const) {
        const response = await call('POST', `/api/${collection}`, form)
        answers.push([response.status, (await response.json()) as Answer])
      }
    } finally {
      payload.logger = original
    }
    const french =
      'Ce fichier dépasse 40 Mo, la taille maximale acceptée. Réduisez son poids (photo redimensionnée ou PDF compressé), puis réessayez.'
    for (const [status, body] of answers) {
      expect(status).toBe(413)
      expect(body.errors).toEqual([expect.objectContaining({ message: french, data: { errors: [{ path: 'file', message: french }] } })])
    }
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.media)
    expect((await payload.count({ collection: 'documents', overrideAccess: true })).totalDocs).toBe(before.documents)
    expect(await storedFiles('images')).toEqual(before.images)
    expect(await storedFiles('documents')).toEqual(before.pdfs)
    // Expected client errors: one info line each, no ERROR, no stack (decision 093).
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string })
    expect(logged.map((entry) => entry.level)).toEqual([30, 30])
  })
})

describe('a value another document already has', () => {
  it('names the field in French with the reason, on the field and in the toast: reference, then slug', async () => {
    const { docs } = await payload.find({ collection: 'products', limit: 2, depth: 0, sort: 'id', overrideAccess: true })
    const [first, second] = docs
    if (!first || !second) throw new Error('two products expected in the seed')
    for (const [field, label] of [
      ['reference', 'Référence'],
      ['slug', 'Slug (adresse)'],
    ] as const) {
      // The admin sends the document as `_payload` in a form, as for an upload.
      const form = new FormData()
      form.append('_payload', JSON.stringify({ [field]: first[field] }))
      const response = await call('PATCH', `/api/products/${second.id}?depth=0`, form)
      const body = (await response.json()) as Answer
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: `${label} : cette valeur est déjà utilisée par un autre document.`,
          data: expect.objectContaining({
            errors: [expect.objectContaining({ path: field, message: 'Cette valeur est déjà utilisée par un autre document.' })],
          }),
        }),
      ])
      const unchanged = await payload.findByID({ collection: 'products', id: second.id, depth: 0, overrideAccess: true })
      expect(unchanged[field]).toBe(second[field])
    }
  })
})

describe('a file of the wrong type', () => {
  it('is refused in one French sentence, logged as one info line', async () => {
    const lines: string[] = []
    const original = payload.logger
    payload.logger = capture(lines)
    let response: Response
    try {
      response = await call(
        'POST',
        '/api/media',
        uploadForm({ alt: 'Façade' }, new TextEncoder().encode('pas une image'), 'facade.png', 'image/png'),
      )
    } finally {
      payload.logger = original
    }
    const french = 'Ce type de fichier n’est pas accepté ici. Envoyez un fichier PNG, JPEG, WebP ou SVG.'
    expect(response.status).toBe(400)
    expect(((await response.json()) as Answer).errors).toEqual([
      expect.objectContaining({ message: french, data: expect.objectContaining({ errors: [{ path: 'file', message: french }] }) }),
    ])
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string })
    expect(logged, lines.join('\n')).toHaveLength(1)
    expect(logged[0]?.level).toBe(30)
  })
})
