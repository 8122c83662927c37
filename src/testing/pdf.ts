import { decodePDFRawStream, PDFArray, type PDFDocument, PDFRawStream } from 'pdf-lib'

/** The drawing operators of a page of a PDF, decompressed (what the tests of generated PDFs read). */
export function pageOperators(doc: PDFDocument, index: number): string {
  const contents = doc.getPage(index).node.Contents()
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
  return refs
    .map((ref) => {
      const stream = ref && doc.context.lookup(ref)
      return stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : ''
    })
    .join('\n')
}
