/**
 * CV files: PDF, DOC or DOCX recognised by their first bytes, never by their name
 * (decision 067). Pure: the server runs it on the upload, the tests on samples.
 */
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const
export type CvMime = (typeof CV_MIME_TYPES)[number]

const EXTENSION: Record<CvMime, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
}

export function extensionOf(mime: CvMime): string {
  return EXTENSION[mime]
}

export function isCvMime(mime: string | undefined): mime is CvMime {
  return (CV_MIME_TYPES as readonly string[]).includes(mime ?? '')
}

/** A file name safe for storage and headers: "CV - Dupont Marie.pdf" → "cv-dupont-marie.pdf". */
export function safeCvName(lastname: string, firstname: string, mime: CvMime, now: Date): string {
  const base = `cv-${lastname}-${firstname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${base}-${now.getTime()}.${extensionOf(mime)}`
}
