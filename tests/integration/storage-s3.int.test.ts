/**
 * Uploads in S3-compatible storage (decision 096), against a real S3-protocol server (s3rver)
 * started here: an image lands in the bucket with every size and webp and nothing on disk; the
 * /media route streams it back (304 on its ETag, 404 for a missing name); a CV sent with an
 * application is refused to visitors and reached by staff through a signed link of 60 s.
 *
 * This file alone runs Payload with the S3_* variables: they are set below before anything loads
 * src/env.ts (the modules that read it are imported dynamically), and put back in afterAll, so the
 * other files keep using the disk. Same database as the rest of the suite (SQLite, or PostgreSQL
 * with INTEGRATION_DATABASE_URL).
 */
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { ClientRequest } from 'node:http'
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type S3Server } from '../support/s3-server'

const s3Server: S3Server = await startS3Server('ardalis-int')
const disk = await mkdtemp(path.join(os.tmpdir(), 'ardalis-s3-disk-'))
const saved = Object.fromEntries(
  [...Object.keys(s3Server.env), 'MEDIA_DIR', 'PRIVATE_DIR'].map((name) => [name, process.env[name]] as const),
)
Object.assign(process.env, s3Server.env, { MEDIA_DIR: path.join(disk, 'media'), PRIVATE_DIR: path.join(disk, 'private') })

const { payloadClient } = await import('../../src/data/payload')
const { GET: mediaRoute } = await import('../../src/app/media/[...path]/route')
const payloadRoutes = (await import('../../src/app/(payload)/api/[...slug]/route')) as unknown as {
  GET: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
}
const { storageHealth } = await import('../../src/server/storage/s3')
const { postForm, solvedCaptcha } = await import('./support/forms')
const { ORIGIN } = await import('./support/in-process-fetch')

const bucket = new S3Client({
  endpoint: s3Server.endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})

async function keys(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3Server.bucket, Prefix: prefix }))
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort()
}

function media(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  const segments = pathname.replace(/^\/media\//, '').split('/')
  return mediaRoute(new Request(`${ORIGIN}${pathname}`, { headers }), { params: Promise.resolve({ path: segments }) })
}

function payloadGet(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  const slug = pathname.replace(/^\/api\//, '').split('/')
  return payloadRoutes.GET(new Request(`${ORIGIN}${pathname}`, { headers }), { params: Promise.resolve({ slug }) })
}

/** Every request the site's S3 clients send to the bucket, seen as Node sends it. */
const sent: { method: string; key: string; acl: unknown }[] = []
const watch = (message: unknown) => {
  const request = (message as { request: ClientRequest }).request
  if (request.host === '127.0.0.1' && request.path.startsWith(`/${s3Server.bucket}/`))
    sent.push({
      method: request.method,
      key: decodeURIComponent(new URL(request.path, 'http://s3').pathname).slice(s3Server.bucket.length + 2),
      acl: request.getHeader('x-amz-acl'),
    })
}

const STAFF = { email: 'stockage.s3@ardalis.example', password: 'Stockage-S3-2026!' }
let payload: Payload
let staffId: number | undefined
let staffToken = ''
let png: Buffer
let pdf: Buffer

beforeAll(async () => {
  subscribe('http.client.request.start', watch)
  payload = await payloadClient()
  const user = await payload.create({ collection: 'users', data: { ...STAFF, name: 'Stockage S3', role: 'editor' } })
  staffId = user.id
  staffToken = (await payload.login({ collection: 'users', data: STAFF })).token ?? ''
  png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#b4420b' } })
    .png()
    .toBuffer()
  const document = await PDFDocument.create()
  document.addPage().drawText('CV de Camille Leroy - peintre en batiment')
  pdf = Buffer.from(await document.save())
})

afterAll(async () => {
  unsubscribe('http.client.request.start', watch)
  if (staffId !== undefined) await payload?.delete({ collection: 'users', id: staffId })
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  bucket.destroy()
  await s3Server.close().catch(() => undefined)
  await rm(disk, { recursive: true, force: true })
})

describe('media in the S3 bucket', () => {
  let id: number
  let filename: string
  let sizes: Record<string, { filename?: string | null; mimeType?: string | null; filesize?: number | null }>

  it('stores the original image, each of its sizes and their webp under media/, nothing on disk, no public ACL', async () => {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Essai du stockage S3' },
      file: { data: png, mimetype: 'image/png', name: 'essai-stockage-s3.png', size: png.length },
    })
    id = doc.id
    filename = doc.filename ?? ''
    sizes = (doc.sizes ?? {}) as typeof sizes
    const expected = [filename, ...Object.values(sizes).map((size) => size.filename ?? '')].map((name) => `media/${name}`).sort()
    expect(Object.keys(sizes).sort()).toEqual(['card', 'cardWebp', 'large', 'largeWebp', 'push', 'pushWebp'])
    expect(Object.values(sizes).filter((size) => size.mimeType === 'image/webp')).toHaveLength(3)
    expect(await keys('media/')).toEqual(expect.arrayContaining(expected))
    const webp = await bucket.send(new HeadObjectCommand({ Bucket: s3Server.bucket, Key: `media/${sizes.largeWebp?.filename}` }))
    expect(webp.ContentType).toBe('image/webp')
    expect(webp.ContentLength).toBe(sizes.largeWebp?.filesize)

    expect(existsSync(process.env.MEDIA_DIR as string) ? readdirSync(process.env.MEDIA_DIR as string, { recursive: true }) : []).toEqual([])
    // Seven objects written, none with an ACL: they take the bucket's own, private.
    const puts = sent.filter((request) => request.method === 'PUT' && expected.includes(request.key))
    expect(puts).toHaveLength(expected.length)
    expect(puts.every((request) => request.acl === undefined)).toBe(true)
    // The addresses are the site's, never the bucket's.
    expect(doc.url).toBe(`/api/media/file/${filename}`)
    expect(sizes.cardWebp && (doc.sizes as Record<string, { url?: string }>).cardWebp?.url).toBe(
      `/api/media/file/${sizes.cardWebp?.filename}`,
    )
  })

  it('is served by /media from the bucket: headers of the site, then 304 on its ETag', async () => {
    const name = sizes.largeWebp?.filename ?? ''
    const response = await media(`/media/images/${name}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=2592000')
    const body = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-length')).toBe(String(body.length))
    expect(body.length).toBe(sizes.largeWebp?.filesize)
    expect((await sharp(body).metadata()).format).toBe('webp')
    const etag = response.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    expect(response.headers.get('last-modified')).toBeTruthy()

    const again = await media(`/media/images/${name}`, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    const original = await media(`/media/images/${filename}`, { 'if-none-match': etag })
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)
  })

  it('answers 404 in French for a missing name, and for a file of another folder', async () => {
    for (const pathname of ['/media/images/introuvable.png', `/media/documents/${filename}`, `/media/cvs/${filename}`]) {
      const response = await media(pathname)
      expect(response.status, pathname).toBe(404)
      expect(await response.text()).toBe('Fichier introuvable')
    }
  })

  it('sends an SVG with the sandbox policy, and a PDF sheet from documents/', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')
    const icon = await payload.create({
      collection: 'media',
      data: { alt: 'Icône' },
      file: { data: svg, mimetype: 'image/svg+xml', name: 'icone-stockage-s3.svg', size: svg.length },
    })
    const sheet = await payload.create({
      collection: 'documents',
      data: { title: 'Fiche technique', kind: 'FICHES_QCE' },
      file: { data: pdf, mimetype: 'application/pdf', name: 'fiche-stockage-s3.pdf', size: pdf.length },
    })
    try {
      const image = await media(`/media/images/${icon.filename}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
      expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      expect(await keys('documents/')).toContain(`documents/${sheet.filename}`)
      const response = await media(`/media/documents/${sheet.filename}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
    } finally {
      await payload.delete({ collection: 'media', id: icon.id })
      await payload.delete({ collection: 'documents', id: sheet.id })
    }
    expect(await keys('documents/')).not.toContain(`documents/${sheet.filename}`)
  })

  it('deleting the image deletes its objects, and /media answers 404 afterwards', async () => {
    await payload.delete({ collection: 'media', id })
    expect((await keys('media/')).filter((key) => key.startsWith(`media/${filename.replace(/\.png$/, '')}`))).toEqual([])
    expect((await media(`/media/images/${filename}`)).status).toBe(404)
  })
})

describe('CVs in the S3 bucket: staff only, through a short signed link', () => {
  let cv: { id: number; filename: string }
  let applicationId: number

  it('a CV sent with an application is stored under cvs/', async () => {
    const form = new FormData()
    const fields: Record<string, string> = {
      civility: 'mme',
      lastname: 'Leroy',
      firstname: 'Camille',
      email: 'camille.leroy.s3@exemple.fr',
      phone: '+33 6 11 22 33 44',
      zipcode: '69003',
      city: 'Lyon',
      function: 'Peintre',
      message: 'Candidature spontanée.',
      consent: 'true',
      job: '',
      captcha: await solvedCaptcha(),
    }
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    form.set('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'CV Camille.pdf')
    const { status, body } = await postForm<{ data: { id: number } }>('/application', form)
    expect(status).toBe(201)
    applicationId = body.data.id
    const application = await payload.findByID({ collection: 'job-applications', id: applicationId, depth: 1 })
    cv = application.cv as { id: number; filename: string }
    expect(await keys('cvs/')).toContain(`cvs/${cv.filename}`)
    expect(
      existsSync(process.env.PRIVATE_DIR as string) ? readdirSync(process.env.PRIVATE_DIR as string, { recursive: true }) : [],
    ).toEqual([])
    const put = sent.find((request) => request.method === 'PUT' && request.key === `cvs/${cv.filename}`)
    expect(put).toBeDefined()
    expect(put?.acl).toBeUndefined()
  })

  it('is refused to a visitor, by Payload and by the public /media route', async () => {
    const anonymous = await payloadGet(`/api/cvs/file/${encodeURIComponent(cv.filename)}`)
    expect(anonymous.status).toBe(403)
    expect(anonymous.headers.get('location')).toBeNull()
    for (const folder of ['cvs', 'images', 'documents']) expect((await media(`/media/${folder}/${cv.filename}`)).status).toBe(404)
  })

  it('is a 302 to a signed link of 60 s for staff, which serves the file and expires', async () => {
    const before = Date.now()
    const response = await payloadGet(`/api/cvs/file/${encodeURIComponent(cv.filename)}`, { authorization: `JWT ${staffToken}` })
    expect(response.status).toBe(302)
    const link = new URL(response.headers.get('location') ?? '')
    expect(link.origin).toBe(s3Server.endpoint)
    expect(decodeURIComponent(link.pathname)).toBe(`/${s3Server.bucket}/cvs/${cv.filename}`)
    expect(link.searchParams.get('X-Amz-Expires')).toBe('60')
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    const signedAt = Date.parse(
      link.searchParams.get('X-Amz-Date')?.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z') ?? '',
    )
    expect(Math.abs(signedAt - before)).toBeLessThan(5_000)

    const download = await fetch(link)
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)

    // The same link 61 s later: s3rver checks the expiry (not the V4 signature, so the date can be moved here).
    const late = new URL(link)
    late.searchParams.set('X-Amz-Date', new Date(signedAt - 61_000).toISOString().replace(/[-:]|\.\d{3}/g, ''))
    const expired = await fetch(late)
    expect(expired.status).toBe(403)
    expect(await expired.text()).toContain('Request has expired')
  })

  it('leaves the bucket with its application (the 2-year purge deletes applications)', async () => {
    await payload.delete({ collection: 'job-applications', id: applicationId })
    expect(await keys('cvs/')).not.toContain(`cvs/${cv.filename}`)
  })
})

describe('several uploads at once', () => {
  // One context object shared by uploads once made all but the first skip the bucket (payloadcms/payload#17546).
  it('each reaches the bucket: the seed’s images three at a time, two applications at the same moment', async () => {
    const { Library } = await import('../../src/payload/seed/steps/library')
    const { mapLimit, UPLOADS_IN_FLIGHT } = await import('../../src/payload/seed/util')
    const { storeApplication } = await import('../../src/data/form-requests')
    const library = await Library.load({ payload, log: () => undefined })
    const names = ['un', 'deux', 'trois', 'quatre', 'cinq', 'six'].map((n) => `seed-s3-${n}.png`)
    const ids = await mapLimit(names, UPLOADS_IN_FLIGHT, (name) =>
      library.image(name, `Image ${name}`, null, async () => ({ data: png, mimetype: 'image/png' })),
    )
    const fields = {
      civility: 'mme' as const,
      lastname: 'Simultanée',
      firstname: 'Claire',
      email: 'claire.simultanee@exemple.fr',
      phone: '+33 6 11 22 33 44',
      zipcode: '69003',
      city: 'Lyon',
      function: 'Peintre',
      message: 'Deux candidatures envoyées au même instant.',
      consent: true as const,
      job: null,
    } satisfies Parameters<typeof storeApplication>[1]
    const applications = await Promise.all(
      ['cv-simultane-a.pdf', 'cv-simultane-b.pdf'].map((name) =>
        storeApplication(payload, fields, { data: pdf, mime: 'application/pdf', name }, new Date()),
      ),
    )
    try {
      const stored = await keys('')
      for (const name of names) expect(stored, name).toContain(`media/${name}`)
      for (const application of applications) {
        const doc = await payload.findByID({ collection: 'job-applications', id: application.id, depth: 1 })
        expect(stored).toContain(`cvs/${(doc.cv as { filename: string }).filename}`)
      }
    } finally {
      for (const id of ids) await payload.delete({ collection: 'media', id })
      for (const application of applications) await payload.delete({ collection: 'job-applications', id: application.id })
    }
  })
})

describe('storage outage', () => {
  it('the health check says so within about a second, and /media answers 503 rather than a false 404', async () => {
    expect(await storageHealth()).toEqual({ ok: true })
    await s3Server.close()
    const started = performance.now()
    const health = await storageHealth()
    expect(performance.now() - started).toBeLessThan(1_500)
    expect(health.ok).toBe(false)
    expect(health.detail).toContain('ardalis-int')
    const response = await media('/media/images/essai.png')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('Stockage des fichiers momentanément indisponible')
  })
})
