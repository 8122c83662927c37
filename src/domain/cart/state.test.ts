import { describe, expect, it } from 'vitest'
import { applyCartAnswer, EMPTY_CART, liveToken, sanitizeCart, type ApiCart } from './state'

const NOW = Date.parse('2026-11-25T10:00:00Z')

function cart(patch: Partial<ApiCart> = {}): ApiCart {
  return {
    id: 12,
    plan: 'part',
    basis: 'ttc',
    currency: '€',
    items: [
      {
        id: 31,
        product_id: 4,
        variant: 'LSP-15',
        name: 'Lissafin Pâte',
        slug: 'lissafin-pate',
        pack: 'Seau 15 kg',
        image: null,
        quantity: 2,
        unit_price: 4590,
        price: 9180,
        price_with_tax: 9180,
        free: false,
      },
    ],
    count: 2,
    goods: 9180,
    discounted_amount: 918,
    shipping: null,
    amount: { ht: 6885, tax: 1377, ttc: 8262 },
    discounts: [{ code: 'BIENVENUE10', type: 'cart_discount', description: '10 %', amount: 10, unit: 'percent' }],
    ...patch,
  }
}

describe('the client cart state (spec §3, §4)', () => {
  it('keeps the token with its validity, the lines, the totals and the discount of an answer with lines', () => {
    const state = applyCartAnswer(EMPTY_CART, { token: 'abc', token_validity: '2026-11-28T10:00:00Z', cart: cart() }, NOW)
    expect(state.cart_token).toBe('abc')
    expect(state.token_validity).toBe(Date.parse('2026-11-28T10:00:00Z'))
    expect(state.count).toBe(2)
    expect([state.allTotal, state.totalTaxe, state.allTotalWithTaxes]).toEqual([6885, 1377, 8262])
    expect([state.discountCode, state.discountValue, state.discountValueUnit, state.discountAmount]).toEqual([
      'BIENVENUE10',
      10,
      'percent',
      918,
    ])
    expect(liveToken(state, NOW)).toBe('abc')
    expect(liveToken(state, Date.parse('2026-11-29T00:00:00Z'))).toBeNull()
  })

  it('replaces the discounts and forgets the shipping costs on an answer with lines', () => {
    const before = {
      ...applyCartAnswer(EMPTY_CART, { token: 'abc', cart: cart() }, NOW),
      shippingCosts: { zipcode: '69003', costs: { colissimo: 990 } },
    }
    const after = applyCartAnswer(before, { cart: cart({ discounts: [], discounted_amount: 0 }) }, NOW)
    expect(after.discountCode).toBeNull()
    expect(after.discountLabels).toEqual([])
    expect(after.shippingCosts).toEqual({ zipcode: null, costs: {} })
    expect(after.cart_token).toBe('abc')
  })

  it('resets everything on an answer without lines', () => {
    const state = applyCartAnswer(EMPTY_CART, { token: 'abc', cart: cart() }, NOW)
    expect(applyCartAnswer(state, { cart: cart({ items: [] }) }, NOW)).toEqual(EMPTY_CART)
    expect(applyCartAnswer(state, { cart: null }, NOW)).toEqual(EMPTY_CART)
  })

  it('reads anything from local storage as a well-formed state', () => {
    expect(sanitizeCart(null)).toEqual(EMPTY_CART)
    expect(sanitizeCart({ products: 'x' })).toEqual(EMPTY_CART)
    expect(sanitizeCart({ products: [], cart_token: 'abc' }).cart_token).toBeNull()
    const kept = applyCartAnswer(EMPTY_CART, { token: 'abc', cart: cart() }, NOW)
    expect(sanitizeCart(JSON.parse(JSON.stringify(kept)))).toEqual(kept)
  })
})
