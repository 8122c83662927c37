import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { MEDIA_KINDS, mediaContentType } from '@/domain/catalogue/media-files'
import { publicObjectKey } from '@/domain/storage/objects'
import { env } from '@/env'
import { getObject, storageInS3 } from '@/server/storage/s3'

const TEXT = { 'content-type': 'text/plain; charset=utf-8' }
const notFound = () => new Response('Fichier introuvable', { status: 404, headers: TEXT })

function fileHeaders(type: string, etag: string, lastModified: Date | null): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': 'public, max-age=604800, stale-while-revalidate=2592000',
  }
  if (etag) headers.etag = etag
  if (lastModified) headers['last-modified'] = lastModified.toUTCString()
  // An uploaded SVG may carry scripts: never let it run them.
  if (type === 'image/svg+xml') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
  return headers
}

/**
 * Uploaded images and PDF sheets, from MEDIA_DIR or, when S3_BUCKET is set, streamed from the
 * bucket (decision 096). Both collections are public; serving the files here spares every image
 * a lookup through Payload's file handler, and the bucket stays private.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path: segments } = await params
  const [kind, filename, ...rest] = segments
  const type = filename ? mediaContentType(filename) : null
  if (!kind || !MEDIA_KINDS.has(kind) || !filename || rest.length > 0 || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(filename) || !type) {
    return notFound()
  }
  return storageInS3 ? fromBucket(request, kind, filename, type) : fromDisk(request, kind, filename, type)
}

async function fromDisk(request: Request, kind: string, filename: string, type: string): Promise<Response> {
  const file = path.join(path.resolve(env.MEDIA_DIR), kind, filename)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return notFound()

  const headers = fileHeaders(type, `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, info.mtime)
  if (request.headers.get('if-none-match') === headers.etag) return new Response(null, { status: 304, headers })
  headers['content-length'] = String(info.size)
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers })
}

async function fromBucket(request: Request, kind: string, filename: string, type: string): Promise<Response> {
  const key = publicObjectKey(kind, filename)
  if (!key) return notFound()
  try {
    const object = await getObject(key, request.headers.get('if-none-match'), request.signal)
    if (object.status === 'missing') return notFound()
    const headers = fileHeaders(type, object.etag, object.lastModified)
    if (object.status === 'not-modified') return new Response(null, { status: 304, headers })
    headers['content-length'] = String(object.size)
    return new Response(object.body, { headers })
  } catch (error) {
    console.error(`[media] ${key} illisible dans le stockage S3 : ${error instanceof Error ? error.message : String(error)}`)
    return new Response('Stockage des fichiers momentanément indisponible', {
      status: 503,
      headers: { ...TEXT, 'cache-control': 'no-store', 'retry-after': '5' },
    })
  }
}

export const dynamic = 'force-dynamic'
