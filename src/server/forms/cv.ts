import 'server-only'
import { fileTypeFromBuffer } from 'file-type'
import { badRequest, type ApiProblem } from '@/domain/api/errors'
import { CV_BAD_TYPE, CV_MAX_BYTES, CV_REQUIRED, CV_TOO_HEAVY } from '@/domain/forms/options'
import type { CvMime } from '@/domain/careers/cv'
import { payloadFieldErrors } from '@/payload/hooks/errors'

export type CvCheck = { ok: true; data: Buffer; mime: CvMime } | { ok: false; message: string }

/** "WordDocument" as a UTF-16LE directory entry name of an OLE2 container (Word 97-2003). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

/** How far from the end a PDF's trailer must be: Payload looks at the last kilobyte. */
const PDF_TRAILER_WINDOW = 1024

/**
 * A whole PDF: its trailer (`startxref` … `%%EOF`) within the last kilobyte. A truncated
 * file has lost it; a file with bytes appended after it has pushed it out of reach. The
 * same rule as Payload's own check of PDF uploads, so that what passes here is stored.
 */
function isWholePdf(data: Buffer): boolean {
  const end = data.subarray(Math.max(0, data.length - PDF_TRAILER_WINDOW)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}

/**
 * Checks a CV by what it contains, not by its name or the browser's type: size first
 * (before reading), then the magic bytes (file-type) — PDF (whole, see isWholePdf), DOCX
 * (a ZIP holding word/document.xml), or DOC (an OLE2 container holding a WordDocument stream).
 */
export async function checkCv(file: File | null): Promise<CvCheck> {
  if (!file || file.size === 0) return { ok: false, message: CV_REQUIRED }
  if (file.size > CV_MAX_BYTES) return { ok: false, message: CV_TOO_HEAVY }
  const data = Buffer.from(await file.arrayBuffer())
  if (data.length > CV_MAX_BYTES) return { ok: false, message: CV_TOO_HEAVY }
  const type = await fileTypeFromBuffer(data)
  if (type?.mime === 'application/pdf')
    return isWholePdf(data) ? { ok: true, data, mime: 'application/pdf' } : { ok: false, message: CV_BAD_TYPE }
  if (type?.ext === 'docx') return { ok: true, data, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }
  if (type?.ext === 'cfb' && data.includes(WORD_STREAM)) return { ok: true, data, mime: 'application/msword' }
  return { ok: false, message: CV_BAD_TYPE }
}

/**
 * Payload checks an upload again when it stores it (type, PDF structure). Its refusal of
 * the file (a ValidationError on `file`) is the visitor's bad file, not a server fault:
 * the form's 400 with the CV's message, as our own check gives. Null for anything else.
 */
export function cvRefusal(error: unknown): ApiProblem | null {
  const fields = payloadFieldErrors(error)
  if (!fields?.some((field) => field.path === 'file')) return null
  return badRequest(CV_BAD_TYPE, [{ path: 'cv', message: CV_BAD_TYPE }])
}
