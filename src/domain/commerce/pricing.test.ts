import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  customerUnitPrice,
  divRoundHalfUp,
  formatCents,
  fromPrice,
  packPrice,
  priceGroupRate,
  roundHalfUp,
  taxOf,
  withoutTax,
  withTax,
} from './pricing'
import type { PriceGroup } from './types'

const NNBSP = '\u202f'
const NBSP = '\u00a0'

describe('roundHalfUp', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [0.5, 1],
    [-0.5, -1],
    [-0.4, 0],
    [1.005 * 100, 101],
    [4.35 * 100, 435],
    [7, 7],
  ])('%s → %s', (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected)
  })

  it('never gives −0', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true)
    expect(Object.is(roundHalfUp(-0), 0)).toBe(true)
  })

  it('is within half a unit of its input and symmetric', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundHalfUp(x)
        expect(Number.isInteger(r)).toBe(true)
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5 + 1e-6)
        expect(roundHalfUp(-x) + r).toBe(0)
      }),
    )
  })
})

describe('divRoundHalfUp', () => {
  it('rounds exact halves away from zero', () => {
    expect(divRoundHalfUp(5, 2)).toBe(3)
    expect(divRoundHalfUp(-5, 2)).toBe(-3)
    expect(divRoundHalfUp(7, 3)).toBe(2)
    expect(divRoundHalfUp(8, 3)).toBe(3)
  })

  it('agrees with exact rational rounding on integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 100_000 }), (n, d) => {
        const q = divRoundHalfUp(n, d)
        // |n − q·d| ≤ d/2, and on a tie the quotient is the one further from zero.
        const gap = Math.abs(n - q * d) * 2
        expect(gap).toBeLessThanOrEqual(d)
        if (gap === d) expect(Math.abs(q)).toBeGreaterThan(Math.abs(n / d))
      }),
    )
  })
})

describe('VAT (20 %)', () => {
  it.each([
    [1000, 1200],
    [1, 1],
    [3, 4],
    [2, 2],
    [4999, 5999],
    [0, 0],
  ])('withTax(%s) = %s', (ht, ttc) => {
    expect(withTax(ht)).toBe(ttc)
  })

  it.each([
    [1200, 1000],
    [1, 1],
    [5999, 4999],
    [100, 83],
    [0, 0],
  ])('withoutTax(%s) = %s', (ttc, ht) => {
    expect(withoutTax(ttc)).toBe(ht)
  })

  it('withoutTax undoes withTax, and the tax is the difference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (ht) => {
        expect(withoutTax(withTax(ht))).toBe(ht)
        expect(withTax(ht) - ht).toBe(taxOf(ht))
      }),
    )
  })

  it('stays within half a cent of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (x) => {
        expect(Math.abs(withTax(x) - x * 1.2)).toBeLessThanOrEqual(0.5 + 1e-3)
        expect(Math.abs(withoutTax(x) - x / 1.2)).toBeLessThanOrEqual(0.5 + 1e-3)
      }),
    )
  })
})

describe('packPrice', () => {
  const pack = { pricePro: 2490, pricePart: 3590, targets: ['pro', 'part'] as ('pro' | 'part')[] }

  it('takes the professional price HT and the private price TTC', () => {
    expect(packPrice(pack, 'pro')).toBe(2490)
    expect(packPrice(pack, 'part')).toBe(3590)
  })

  it('is null when the plan has no price', () => {
    expect(packPrice({ ...pack, pricePart: null }, 'part')).toBeNull()
    expect(packPrice({ pricePro: 100 }, 'part')).toBeNull()
    expect(packPrice({}, 'pro')).toBeNull()
  })

  it('is null when the pack is not sold in the plan, whatever its prices', () => {
    expect(packPrice({ ...pack, targets: ['pro'] }, 'part')).toBeNull()
    expect(packPrice({ ...pack, targets: [] }, 'pro')).toBeNull()
  })

  it('does not sell at zero, negative or non-finite prices', () => {
    expect(packPrice({ pricePro: 0 }, 'pro')).toBeNull()
    expect(packPrice({ pricePro: -5 }, 'pro')).toBeNull()
    expect(packPrice({ pricePro: Number.NaN }, 'pro')).toBeNull()
    expect(packPrice({ pricePro: Number.POSITIVE_INFINITY }, 'pro')).toBeNull()
  })

  it('keeps the price when targets are not given', () => {
    expect(packPrice({ pricePro: 990 }, 'pro')).toBe(990)
  })
})

describe('priceGroupRate', () => {
  const group: PriceGroup = {
    id: 1,
    name: 'Négoce',
    defaultPercent: 5,
    rates: [
      { categoryId: 10, percent: 12 },
      { categoryId: 11, percent: 20 },
      { categoryId: 12, percent: 80 },
      { categoryId: 13, percent: -4 },
    ],
  }

  it('is 0 without a group', () => {
    expect(priceGroupRate(null, [10])).toBe(0)
  })

  it('takes the highest rate among the product’s categories', () => {
    expect(priceGroupRate(group, [10])).toBe(12)
    expect(priceGroupRate(group, [10, 11])).toBe(20)
  })

  it('falls back on the default rate', () => {
    expect(priceGroupRate(group, [99])).toBe(5)
    expect(priceGroupRate(group, [])).toBe(5)
  })

  it('clamps rates to 0–50 %', () => {
    expect(priceGroupRate(group, [12])).toBe(50)
    expect(priceGroupRate(group, [13])).toBe(0)
    expect(priceGroupRate({ ...group, defaultPercent: 75 }, [])).toBe(50)
    expect(priceGroupRate({ ...group, defaultPercent: Number.NaN }, [])).toBe(0)
  })

  it('is always within 0–50', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.array(fc.record({ categoryId: fc.integer({ min: 1, max: 5 }), percent: fc.double() })),
        fc.array(fc.integer({ min: 1, max: 5 })),
        (defaultPercent, rates, categories) => {
          const rate = priceGroupRate({ id: 1, name: 'g', defaultPercent, rates }, categories)
          expect(rate).toBeGreaterThanOrEqual(0)
          expect(rate).toBeLessThanOrEqual(50)
        },
      ),
    )
  })
})

describe('customerUnitPrice', () => {
  it.each([
    [1000, 0, 1000],
    [1000, 10, 900],
    [999, 15, 849], // 849.15
    [1001, 50, 501], // 500.5 → 501
    [333, 12.5, 291], // 291.375
  ])('%s at −%s %% → %s', (base, rate, expected) => {
    expect(customerUnitPrice(base, rate)).toBe(expected)
  })

  it('never raises the price nor goes below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: -20, max: 150 }), (base, rate) => {
        const price = customerUnitPrice(base, rate)
        expect(price).toBeLessThanOrEqual(base)
        expect(price).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

describe('fromPrice', () => {
  const variants = [
    { pricePro: 2490, pricePart: 3590, targets: ['pro', 'part'] as ('pro' | 'part')[] },
    { pricePro: 990, pricePart: null, targets: ['pro'] as ('pro' | 'part')[] },
    { pricePro: 500, pricePart: 600, targets: ['part'] as ('pro' | 'part')[] },
  ]

  it('is the cheapest pack sold in the plan', () => {
    expect(fromPrice(variants, 'pro')).toBe(990)
    expect(fromPrice(variants, 'part')).toBe(600)
  })

  it('is null when no pack of the plan has a price', () => {
    expect(fromPrice([], 'pro')).toBeNull()
    expect(fromPrice([{ pricePro: null, pricePart: 100 }], 'pro')).toBeNull()
  })

  it('is one of the plan’s pack prices and none is cheaper', () => {
    const arbPack = fc.record({
      pricePro: fc.option(fc.integer({ min: -10, max: 100_000 })),
      pricePart: fc.option(fc.integer({ min: -10, max: 100_000 })),
      targets: fc.subarray(['pro', 'part'] as ('pro' | 'part')[]),
    })
    fc.assert(
      fc.property(fc.array(arbPack, { maxLength: 8 }), fc.constantFrom<'pro' | 'part'>('pro', 'part'), (packs, target) => {
        const prices = packs.map((p) => packPrice(p, target)).filter((p): p is number => p !== null)
        const from = fromPrice(packs, target)
        if (prices.length === 0) expect(from).toBeNull()
        else {
          expect(prices).toContain(from)
          for (const p of prices) expect(from).toBeLessThanOrEqual(p)
        }
      }),
    )
  })
})

describe('formatCents', () => {
  it('formats cents as French euros', () => {
    expect(formatCents(1200)).toBe('12')
    expect(formatCents(1250)).toBe('12,50')
    expect(formatCents(123450, { currencySymbol: '€' })).toBe(`1${NNBSP}234,50${NBSP}€`)
    expect(formatCents(1200, { forceDecimals: true })).toBe('12,00')
    expect(formatCents(-350)).toBe('-3,50')
  })
})
