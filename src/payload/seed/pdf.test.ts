import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { logoDrawing } from '@/brand/logo'
import { pageOperators } from '@/testing/pdf'
import { brochurePdf } from './pdf'

describe('demo documents', () => {
  it('open on the reversed logo of src/brand/logo.ts in the navy banner, not on the name in Helvetica', async () => {
    const bytes = await brochurePdf({
      filename: 'essai.pdf',
      title: 'Guide des enduits',
      kind: 'BROCHURE',
      subtitle: 'Édition 2026',
      sections: [{ heading: 'Lisser', lines: ['Une passe croisée.'] }],
    })
    const operators = pageOperators(await PDFDocument.load(bytes), 0)
    const reversed = logoDrawing('full', 'reversed')
    expect(reversed.shapes.some((s) => s.fill === '#ffffff')).toBe(true)
    for (const shape of reversed.shapes) {
      const [, x, y] = /^M(-?[\d.]+)[ ,](-?[\d.]+)/.exec(shape.d) ?? []
      expect(operators).toContain(`${x} ${y} m`)
    }
    // The brand is drawn, not written: Helvetica text of the title is there, the name in capitals is not.
    const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}> Tj`
    expect(operators).toContain(hex('Guide des enduits'))
    expect(operators).not.toContain(hex('ARDALIS'))
  })
})
