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

/** A number of bytes as French staff read it: « 40 Mo », « 2,5 Mo ». */
export function inMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`
}

/** The refusal of a file above `limit` (the back office's toast and its file field; decision 129). */
export function fileTooLargeMessage(limit: number = UPLOAD_FILE_LIMIT): string {
  return `Ce fichier dépasse ${inMegabytes(limit)}, la taille maximale acceptée. Réduisez son poids (photo redimensionnée ou PDF compressé), puis réessayez.`
}

/** The site's API and pages: the v1 answer's shape. */
export const BODY_TOO_LARGE_MESSAGE = `La requête est trop volumineuse : ${inMegabytes(SITE_BODY_LIMIT)} au plus.`
/** Payload's REST, a body that is no upload form (no file to name). */
export const PAYLOAD_BODY_TOO_LARGE_MESSAGE = `La requête dépasse ${inMegabytes(UPLOAD_BODY_LIMIT)}, la taille maximale acceptée.`

/** Whether `pathname` is Payload's REST (the back office's API), not the site's own `/api/v1`. */
function isPayloadRest(pathname: string): boolean {
  return /^\/api\/(?!v1(\/|$))[^/]+/.test(pathname)
}

/** The largest body accepted at `pathname`: Payload's REST (staff uploads) or the rest of the site. */
export function bodyLimitFor(pathname: string): number {
  return isPayloadRest(pathname) ? UPLOAD_BODY_LIMIT : SITE_BODY_LIMIT
}

/** Whether a declared `Content-Length` goes past the limit of `pathname` (no header: Next's own cut applies). */
export function declaresTooLargeBody(pathname: string, contentLength: string | null): boolean {
  if (!contentLength || !/^\d+$/.test(contentLength.trim())) return false
  return Number(contentLength.trim()) > bodyLimitFor(pathname)
}

/** The site's 413 (its v1 API's shape: `status`, `message`). */
export type SiteTooLargeBody = { status: 'too_large'; message: string }
/**
 * Payload's error shape, which the back office reads (its forms, its bulk upload): `errors[].message`
 * in the toast, `data.errors` on the fields it names.
 */
export type PayloadTooLargeBody = {
  errors: [{ name: 'APIError'; message: string; data?: { errors: [{ path: 'file'; message: string }] } }]
}

/**
 * The 413 body for a declared length past the limit of `pathname`, said where it is true
 * (decision 139). The back office sends every document as a multipart form (`_payload`, at most
 * 1 MB, then the file): past 42 MB to Payload's REST, the file is what is too large, and staff
 * read the file's limit, 40 Mo, in Payload's error shape, as Payload's own 413 says it for a file
 * between 40 and 42 MB. Anything else to Payload's REST names its 42 Mo; the site keeps its
 * « 10 Mo au plus ».
 */
export function bodyTooLargeAnswer(pathname: string, contentType: string | null): SiteTooLargeBody | PayloadTooLargeBody {
  if (!isPayloadRest(pathname)) return { status: 'too_large', message: BODY_TOO_LARGE_MESSAGE }
  if (/^\s*multipart\/form-data\b/i.test(contentType ?? '')) {
    const message = fileTooLargeMessage(UPLOAD_FILE_LIMIT)
    return { errors: [{ name: 'APIError', message, data: { errors: [{ path: 'file', message }] } }] }
  }
  return { errors: [{ name: 'APIError', message: PAYLOAD_BODY_TOO_LARGE_MESSAGE }] }
}
