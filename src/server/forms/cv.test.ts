import { deflateRawSync } from 'node:zlib'
import { ValidationError } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { CV_BAD_TYPE } from '@/domain/forms/options'
import { checkCv, cvRefusal } from './cv'

/** A minimal ZIP (one entry per file, deflated) — enough for content sniffing. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  for (const [name, text] of Object.entries(files)) {
    const data = deflateRawSync(Buffer.from(text))
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(8, 8)
    header.writeUInt32LE(data.length, 18)
    header.writeUInt32LE(text.length, 22)
    header.writeUInt16LE(Buffer.byteLength(name), 26)
    locals.push(header, Buffer.from(name), data)
  }
  return Buffer.concat(locals)
}

/** An OLE2 container whose directory names a WordDocument stream (Word 97-2003). */
function ole2(stream: string): Buffer {
  const data = Buffer.alloc(2048)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(data, 0)
  Buffer.from(stream, 'utf16le').copy(data, 1024)
  return data
}

const file = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name)

describe('CV checked by content', () => {
  it('accepts a PDF, a DOCX and a DOC whatever their names', async () => {
    const doc = await PDFDocument.create()
    doc.addPage()
    const pdf = await doc.save()
    expect(await checkCv(file(pdf, 'cv.txt'))).toMatchObject({ ok: true, mime: 'application/pdf' })
    const docx = zip({
      '[Content_Types].xml':
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
    })
    expect(await checkCv(file(docx, 'cv'))).toMatchObject({
      ok: true,
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    expect(await checkCv(file(ole2('WordDocument'), 'cv.bin'))).toMatchObject({ ok: true, mime: 'application/msword' })
  })

  it('refuses other contents even named .pdf, .doc or .docx', async () => {
    const message = { ok: false, message: 'Le CV doit être un fichier PDF, DOC ou DOCX.' }
    expect(await checkCv(file(Buffer.from('just text'), 'cv.pdf'))).toEqual(message)
    expect(await checkCv(file(ole2('Workbook'), 'cv.doc'))).toEqual(message)
    expect(await checkCv(file(zip({ 'xl/workbook.xml': '<x/>' }), 'cv.docx'))).toEqual(message)
    expect(await checkCv(file(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'cv.pdf'))).toEqual(message)
  })

  it('refuses an empty file and one over 5 MB', async () => {
    expect(await checkCv(null)).toEqual({ ok: false, message: 'Veuillez joindre votre CV.' })
    expect(await checkCv(file(new Uint8Array(5 * 1024 * 1024 + 1), 'cv.pdf'))).toEqual({
      ok: false,
      message: 'Le fichier est trop lourd : 5 Mo maximum.',
    })
  })
})

describe('a PDF must be whole (Payload refuses it otherwise)', () => {
  const pdf = async () => {
    const doc = await PDFDocument.create()
    doc.addPage().drawText('CV de Camille Leroy')
    return doc.save()
  }
  const refused = { ok: false, message: CV_BAD_TYPE }

  it('refuses a truncated PDF: its trailer is lost', async () => {
    const bytes = await pdf()
    expect(await checkCv(file(bytes.slice(0, Math.floor(bytes.length / 2)), 'cv.pdf'))).toEqual(refused)
    expect(await checkCv(file(bytes.slice(0, bytes.length - 10), 'cv.pdf'))).toEqual(refused)
  })

  it('refuses a PDF followed by bytes that push its trailer out of the last kilobyte, accepts a few', async () => {
    const bytes = await pdf()
    expect(await checkCv(file(Buffer.concat([bytes, Buffer.alloc(2048, 0x41)]), 'cv.pdf'))).toEqual(refused)
    expect(await checkCv(file(Buffer.concat([bytes, Buffer.alloc(16, 0x0a)]), 'cv.pdf'))).toMatchObject({ ok: true })
  })

  it('refuses a file that only starts like a PDF', async () => {
    expect(await checkCv(file(Buffer.from('%PDF-1.7\nnot a document'), 'cv.pdf'))).toEqual(refused)
  })
})

describe('cvRefusal', () => {
  it('turns Payload’s refusal of the file into the form’s 400 on the CV', () => {
    const problem = cvRefusal(new ValidationError({ errors: [{ path: 'file', message: 'Invalid PDF file.' }] }))
    expect(problem?.httpStatus).toBe(400)
    expect(problem?.body).toEqual({ status: 'bad_request', message: CV_BAD_TYPE, errors: [{ path: 'cv', message: CV_BAD_TYPE }] })
  })

  it('knows Payload’s refusal thrown by another route’s copy of Payload (same shape, other class)', () => {
    const foreign = Object.assign(new Error('Le champ suivant n’est pas valide : file'), {
      status: 400,
      data: { collection: 'cvs', errors: [{ path: 'file', message: 'Invalid PDF file.' }] },
    })
    expect(cvRefusal(foreign)?.httpStatus).toBe(400)
  })

  it('leaves every other error alone', () => {
    expect(cvRefusal(new ValidationError({ errors: [{ path: 'email', message: 'x' }] }))).toBeNull()
    expect(cvRefusal(new Error('disk full'))).toBeNull()
    expect(cvRefusal('file')).toBeNull()
  })
})
