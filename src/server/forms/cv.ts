import 'server-only'
import { fileTypeFromBuffer } from 'file-type'
import { CV_BAD_TYPE, CV_MAX_BYTES, CV_REQUIRED, CV_TOO_HEAVY } from '@/domain/forms/options'
import type { CvMime } from '@/domain/careers/cv'

export type CvCheck = { ok: true; data: Buffer; mime: CvMime } | { ok: false; message: string }

/** "WordDocument" as a UTF-16LE directory entry name of an OLE2 container (Word 97-2003). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

/**
 * Checks a CV by what it contains, not by its name or the browser's type: size first
 * (before reading), then the magic bytes (file-type) — PDF, DOCX (a ZIP holding
 * word/document.xml), or DOC (an OLE2 container holding a WordDocument stream).
 */
export async function checkCv(file: File | null): Promise<CvCheck> {
  if (!file || file.size === 0) return { ok: false, message: CV_REQUIRED }
  if (file.size > CV_MAX_BYTES) return { ok: false, message: CV_TOO_HEAVY }
  const data = Buffer.from(await file.arrayBuffer())
  if (data.length > CV_MAX_BYTES) return { ok: false, message: CV_TOO_HEAVY }
  const type = await fileTypeFromBuffer(data)
  if (type?.mime === 'application/pdf') return { ok: true, data, mime: 'application/pdf' }
  if (type?.ext === 'docx') return { ok: true, data, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }
  if (type?.ext === 'cfb' && data.includes(WORD_STREAM)) return { ok: true, data, mime: 'application/msword' }
  return { ok: false, message: CV_BAD_TYPE }
}
