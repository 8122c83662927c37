import { describe, expect, it } from 'vitest'
import { colon, labelled } from './punctuation'

describe('labelled', () => {
  it('puts a no-break space before the colon in French', () => {
    expect(labelled('Forme', 'Pâte prête à l’emploi', 'fr')).toBe('Forme\u00a0: Pâte prête à l’emploi')
    expect(colon('fr')).toBe('\u00a0: ')
  })
  it('puts no space before the colon in English', () => {
    expect(labelled('Form', 'Ready-mixed paste', 'en')).toBe('Form: Ready-mixed paste')
    expect(labelled('News', 'Trade fair', 'en')).not.toMatch(/\s:/)
    expect(colon('en')).toBe(': ')
  })
})
