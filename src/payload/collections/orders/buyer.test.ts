import { describe, expect, it } from 'vitest'
import { buyerName } from './buyer'

describe('the buyer’s name copied on an order (list search)', () => {
  it('is « Prénom Nom », with the company in brackets', () => {
    expect(buyerName({ firstname: 'Thomas', lastname: 'Rousseau' })).toBe('Thomas Rousseau')
    expect(buyerName({ firstname: 'Banc', lastname: 'Essai', company: 'Banc d’essai' })).toBe('Banc Essai (Banc d’essai)')
  })

  it('is the company alone without a name, and null for nobody', () => {
    expect(buyerName({ company: ' Bâti Centre ' })).toBe('Bâti Centre')
    expect(buyerName({ firstname: '', lastname: null, company: '  ' })).toBeNull()
    expect(buyerName(null)).toBeNull()
  })
})
