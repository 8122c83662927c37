import { describe, expect, it } from 'vitest'
import { valuesAsList } from './list'

describe('values as a list in running text', () => {
  it('keeps the first capital and lowers the others', () => {
    expect(valuesAsList(['Plâtre', 'Plaque de plâtre', 'Béton', 'Enduit ciment', 'Ancienne peinture'])).toBe(
      'Plâtre, plaque de plâtre, béton, enduit ciment, ancienne peinture',
    )
    expect(valuesAsList(['Intérieur', 'Extérieur', 'Pièces humides'])).toBe('Intérieur, extérieur, pièces humides')
    expect(valuesAsList(['Plaster', 'Plasterboard'])).toBe('Plaster, plasterboard')
    expect(valuesAsList(['Fin', 'Extra-fin'])).toBe('Fin, extra-fin')
  })

  it('leaves classes, acronyms, numbers and marked names as they are', () => {
    expect(valuesAsList(['Lissage', 'A+'])).toBe('Lissage, A+')
    expect(valuesAsList(['Plâtre', 'BA13', 'PVC'])).toBe('Plâtre, BA13, PVC')
    expect(valuesAsList(['Lisseuse', 'Lissafin®'])).toBe('Lisseuse, Lissafin®')
    expect(valuesAsList(['Blanc', '3 mm'])).toBe('Blanc, 3 mm')
  })

  it('writes one value, or none, as it is', () => {
    expect(valuesAsList(['Extra-fin'])).toBe('Extra-fin')
    expect(valuesAsList([])).toBe('')
  })
})
