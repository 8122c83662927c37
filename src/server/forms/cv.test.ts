import { deflateRawSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { checkCv } from './cv'

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
