import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withTax } from './pricing'
import { cartTotals, goodsAmount, lineAmount, lineWithTax, totalsOnBasis } from './totals'
import type { PricedLine } from './types'

let nextId = 1
function line(unitAmount: number, quantity = 1, over: Partial<PricedLine> = {}): PricedLine {
  return {
    id: nextId++,
    productId: 1,
    variant: 'LSP-15',
    quantity,
    unitAmount,
    unitWeightGrams: 15_000,
    categoryIds: [10],
    free: false,
    ...over,
  }
}

const arbLine = fc.record({
  id: fc.nat(),
  productId: fc.integer({ min: 1, max: 50 }),
  variant: fc.constantFrom('A-1', 'A-5', 'B-25'),
  quantity: fc.integer({ min: 1, max: 999 }),
  unitAmount: fc.integer({ min: 1, max: 500_000 }),
  unitWeightGrams: fc.integer({ min: 0, max: 30_000 }),
  categoryIds: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 3 }),
  free: fc.boolean(),
})
const arbTarget = fc.constantFrom<'pro' | 'part'>('pro', 'part')

describe('lineAmount and lineWithTax', () => {
  it('is unit × quantity, 0 for a free line', () => {
    expect(lineAmount(line(1234, 3))).toBe(3702)
    expect(lineAmount(line(1234, 3, { free: true }))).toBe(0)
  })

  it('gives the TTC share of a line', () => {
    expect(lineWithTax('part', 3702)).toBe(3702)
    expect(lineWithTax('pro', 3702)).toBe(4442) // 4442.4
    expect(lineWithTax('pro', 0)).toBe(0)
  })
})

describe('cartTotals, professional plan (HT)', () => {
  it('adds VAT once on the total', () => {
    // Three lines of 0.03 € HT: per line the VAT would be 3 × round(0.6) = 3 cents, on the total it is round(1.8) = 2.
    const totals = cartTotals('pro', [line(3), line(3), line(3)], 0, null)
    expect(totals).toEqual({ goods: 9, discount: 0, shipping: null, ht: 9, tax: 2, ttc: 11 })
  })

  it('takes the discount off and adds shipping HT', () => {
    const totals = cartTotals('pro', [line(2490, 4)], 996, 1500)
    expect(totals).toEqual({ goods: 9960, discount: 996, shipping: 1500, ht: 10_464, tax: 2093, ttc: 12_557 })
  })
})

describe('cartTotals, private plan (TTC)', () => {
  it('derives HT from the TTC total', () => {
    const totals = cartTotals('part', [line(4590, 2)], 918, null)
    expect(totals).toEqual({ goods: 9180, discount: 918, shipping: null, ht: 6885, tax: 1377, ttc: 8262 })
  })

  it('adds shipping with its VAT', () => {
    const totals = cartTotals('part', [line(1000)], 0, 995)
    // 995 × 1.2 = 1194 TTC
    expect(totals).toEqual({ goods: 1000, discount: 0, shipping: 1194, ht: 1828, tax: 366, ttc: 2194 })
  })
})

describe('cartTotals, edge cases', () => {
  it('never takes off more than the goods, nor a negative discount', () => {
    expect(cartTotals('part', [line(500)], 10_000, null)).toMatchObject({ discount: 500, ttc: 0, ht: 0, tax: 0 })
    expect(cartTotals('pro', [line(500)], -300, null)).toMatchObject({ discount: 0, ht: 500 })
    expect(cartTotals('pro', [line(500)], Number.NaN, null)).toMatchObject({ discount: 0, ht: 500 })
  })

  it('counts free lines for nothing', () => {
    expect(cartTotals('pro', [line(500), line(2000, 1, { free: true })], 0, null).goods).toBe(500)
  })

  it('is all zero for an empty cart', () => {
    expect(cartTotals('pro', [], 0, null)).toEqual({ goods: 0, discount: 0, shipping: null, ht: 0, tax: 0, ttc: 0 })
    expect(cartTotals('part', [], 200, 0)).toEqual({ goods: 0, discount: 0, shipping: 0, ht: 0, tax: 0, ttc: 0 })
  })
})

describe('cartTotals, properties', () => {
  const arbCart = fc.record({
    target: arbTarget,
    lines: fc.array(arbLine, { maxLength: 12 }),
    discount: fc.integer({ min: -1000, max: 10_000_000 }),
    shipping: fc.option(fc.integer({ min: 0, max: 100_000 })),
  })

  it('ht + tax = ttc, every amount whole and ≥ 0, discount ≤ goods', () => {
    fc.assert(
      fc.property(arbCart, ({ target, lines, discount, shipping }) => {
        const t = cartTotals(target, lines, discount, shipping)
        expect(t.ht + t.tax).toBe(t.ttc)
        for (const amount of [t.goods, t.discount, t.ht, t.tax, t.ttc, t.shipping ?? 0]) {
          expect(Number.isInteger(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
        }
        expect(t.discount).toBeLessThanOrEqual(t.goods)
        expect(t.goods).toBe(goodsAmount(lines))
      }),
    )
  })

  it('the VAT is 20 % of HT to within a cent', () => {
    fc.assert(
      fc.property(arbCart, ({ target, lines, discount, shipping }) => {
        const t = cartTotals(target, lines, discount, shipping)
        expect(Math.abs(t.tax - t.ht * 0.2)).toBeLessThanOrEqual(0.6 + 1e-6)
      }),
    )
  })

  it('the total on the plan’s basis is goods − discount + shipping', () => {
    fc.assert(
      fc.property(arbCart, ({ target, lines, discount, shipping }) => {
        const t = cartTotals(target, lines, discount, shipping)
        const onBasis = t.goods - t.discount + (t.shipping ?? 0)
        expect(target === 'pro' ? t.ht : t.ttc).toBe(onBasis)
      }),
    )
  })

  it('adding a line never lowers the goods', () => {
    fc.assert(
      fc.property(arbTarget, fc.array(arbLine, { maxLength: 10 }), arbLine, (target, lines, extra) => {
        const before = cartTotals(target, lines, 0, null).goods
        const after = cartTotals(target, [...lines, extra], 0, null).goods
        expect(after).toBeGreaterThanOrEqual(before)
      }),
    )
  })

  it('a larger discount never raises the total', () => {
    fc.assert(
      fc.property(arbTarget, fc.array(arbLine, { maxLength: 6 }), fc.nat(100_000), fc.nat(100_000), (target, lines, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a]
        expect(cartTotals(target, lines, large, null).ttc).toBeLessThanOrEqual(cartTotals(target, lines, small, null).ttc)
      }),
    )
  })
})

describe('totalsOnBasis (the payment step adds the carrier’s cost on the plan’s basis)', () => {
  it('gives the totals cartTotals gives for the same cart and shipping', () => {
    fc.assert(
      fc.property(
        arbTarget,
        fc.array(arbLine, { maxLength: 8 }),
        fc.nat(2_000_000),
        fc.option(fc.nat(200_000)),
        (target, lines, discount, shippingHt) => {
          const shipping = shippingHt === null ? null : target === 'pro' ? shippingHt : withTax(shippingHt)
          expect(totalsOnBasis(target, goodsAmount(lines), discount, shipping)).toEqual(cartTotals(target, lines, discount, shippingHt))
        },
      ),
    )
  })
})
