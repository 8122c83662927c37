import { describe, expect, it } from 'vitest'
import { documentTitleIn } from './documents'

describe('documentTitleIn (decision 121: the PDFs are French)', () => {
  it('says « (in French) » after a title listed on an English page', () => {
    expect(documentTitleIn('Catalogue Ardalis professionnels 2026', 'en')).toBe('Catalogue Ardalis professionnels 2026 (in French)')
  })
  it('does not say it twice: the seed writes the sheets’ English titles with it', () => {
    const sheet = 'Technical data sheet – Lissafin® Paste (in French)'
    expect(documentTitleIn(sheet, 'en')).toBe(sheet)
  })
  it('leaves French pages as they are', () => {
    expect(documentTitleIn('Catalogue Ardalis professionnels 2026', 'fr')).toBe('Catalogue Ardalis professionnels 2026')
  })
})
