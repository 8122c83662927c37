/** Public addresses of uploaded files (served by the /media route from MEDIA_DIR or the S3 bucket). */

export const MEDIA_KINDS: ReadonlySet<string> = new Set(['images', 'documents'])

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}

export function mediaContentType(filename: string): string | null {
  const extension = filename.split('.').pop()?.toLowerCase() ?? ''
  return TYPES[extension] ?? null
}

const PAYLOAD_FILE_ROUTES: [string, string][] = [
  ['/api/media/file/', '/media/images/'],
  ['/api/documents/file/', '/media/documents/'],
]

/** Payload's file address of an upload, rewritten to the static /media route. */
export function publicFileUrl(url: string): string {
  for (const [from, to] of PAYLOAD_FILE_ROUTES) if (url.startsWith(from)) return to + url.slice(from.length)
  return url
}
