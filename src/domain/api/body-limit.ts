/**
 * How large a request body may be (decision 129). Next's proxy lets 42 MB through so that staff
 * can upload photos and brochures of up to 40 MB to Payload's REST (`/api/media`…); the site's
 * own API and pages (forms, a CV of 5 MB at most, server actions) never need more than 10 MB,
 * so a larger declared body is refused before anything reads it.
 */
export const SITE_BODY_LIMIT = 10 * 1024 * 1024
/** One file staff upload to Payload (`upload.limits.fileSize` in src/payload.config.ts). */
export const UPLOAD_FILE_LIMIT = 40 * 1024 * 1024
/** Next's proxy cut (`proxyClientMaxBodySize: '42mb'`): the file, Payload's form field (1 MB at most) and margin. */
export const UPLOAD_BODY_LIMIT = 42 * 1024 * 1024

export const BODY_TOO_LARGE_MESSAGE = 'La requête est trop volumineuse : 10 Mo au plus.'

/** The largest body accepted at `pathname`: Payload's REST (staff uploads) or the rest of the site. */
export function bodyLimitFor(pathname: string): number {
  return /^\/api\/(?!v1(\/|$))[^/]+/.test(pathname) ? UPLOAD_BODY_LIMIT : SITE_BODY_LIMIT
}

/** Whether a declared `Content-Length` goes past the limit of `pathname` (no header: Next's own cut applies). */
export function declaresTooLargeBody(pathname: string, contentLength: string | null): boolean {
  if (!contentLength || !/^\d+$/.test(contentLength.trim())) return false
  return Number(contentLength.trim()) > bodyLimitFor(pathname)
}
