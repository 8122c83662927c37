import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { MEDIA_KINDS, mediaContentType } from '@/domain/catalogue/media-files'
import { env } from '@/env'

/**
 * Uploaded images and PDF sheets straight from MEDIA_DIR. Both collections are public;
 * serving the files here spares every image a lookup through Payload's file handler.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path: segments } = await params
  const [kind, filename, ...rest] = segments
  const type = filename ? mediaContentType(filename) : null
  if (!kind || !MEDIA_KINDS.has(kind) || !filename || rest.length > 0 || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(filename) || !type) {
    return new Response('Fichier introuvable', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const file = path.join(path.resolve(env.MEDIA_DIR), kind, filename)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return new Response('Fichier introuvable', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': 'public, max-age=604800, stale-while-revalidate=2592000',
    etag,
    'last-modified': info.mtime.toUTCString(),
  }
  // An uploaded SVG may carry scripts: never let it run them.
  if (type === 'image/svg+xml') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  headers['content-length'] = String(info.size)
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers })
}

export const dynamic = 'force-dynamic'
