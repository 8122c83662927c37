import { describe, expect, it } from 'vitest'
import { linePriceText, totalsText, totalText } from './amounts'

// formatPrice writes a no-break space between the amount and « € » (and a narrow one for thousands).
const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ') ?? null

describe('order amounts for staff', () => {
  it('writes the TTC total of cents in euros', () => {
    expect(plain(totalText({ ttc: 3338 }))).toBe('33,38 €')
    expect(plain(totalText({ ttc: 123450 }))).toBe('1 234,50 €')
    expect(totalText(undefined)).toBeNull()
  })

  it('writes the totals on the plan’s basis, the discount only when there is one', () => {
    const totals = { goods: 2800, discount: 280, shipping: 790, ht: 2758, tax: 552, ttc: 3310 }
    expect(plain(totalsText({ target: 'part', totals, discount: { code: 'BIENVENUE10' } }))).toBe(
      [
        'Produits TTC : 28,00 €',
        'Remise (BIENVENUE10) : -2,80 €',
        'Livraison TTC : 7,90 €',
        'Total HT : 27,58 €',
        'TVA : 5,52 €',
        'Total TTC : 33,10 €',
      ].join('\n'),
    )
    expect(plain(totalsText({ target: 'pro', totals: { ...totals, discount: 0 } }))?.split('\n')).toEqual([
      'Produits HT : 28,00 €',
      'Livraison HT : 7,90 €',
      'Total HT : 27,58 €',
      'TVA : 5,52 €',
      'Total TTC : 33,10 €',
    ])
    // A read that left the totals out (select) shows nothing rather than « NaN ».
    expect(totalsText({ target: 'part' })).toBeNull()
    expect(totalsText({ target: 'part', totals: { ttc: 100 } })).toBeNull()
  })

  it('writes a line’s price, with the TTC amount of a professional’s line and « offert »', () => {
    expect(plain(linePriceText({ quantity: 2, unitPrice: 745, amount: 1490, priceWithTax: 1490 }, 'part'))).toBe(
      '2 × 7,45 € TTC = 14,90 € TTC',
    )
    expect(plain(linePriceText({ quantity: 3, unitPrice: 621, amount: 1863, priceWithTax: 2236 }, 'pro'))).toBe(
      '3 × 6,21 € HT = 18,63 € HT (22,36 € TTC)',
    )
    expect(plain(linePriceText({ quantity: 1, unitPrice: 0, amount: 0, priceWithTax: 0, free: true }, 'part'))).toBe(
      '1 × 0,00 € TTC = 0,00 € TTC — offert',
    )
    expect(linePriceText({ quantity: 1 }, 'part')).toBeNull()
    expect(linePriceText({ quantity: 1, unitPrice: 1, amount: 1 }, undefined)).toBeNull()
  })
})
