import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { carrierCostHt, cartWeight, packWeightGrams, shippingCosts, zoneOf } from './shipping'
import type { Carrier, PricedLine } from './types'

describe('zoneOf', () => {
  it.each([
    ['75001', 'metropole'],
    ['01000', 'metropole'],
    ['69003', 'metropole'],
    ['95880', 'metropole'],
    ['20000', 'corse'],
    ['20200', 'corse'],
    ['97400', 'outre-mer'],
    ['97200', 'outre-mer'],
    ['98800', 'outre-mer'],
    [' 75001 ', 'metropole'],
  ])('%j → %s', (postcode, zone) => {
    expect(zoneOf(postcode)).toBe(zone)
  })

  it.each(['', '7500', '750011', '2A000', '00100', '98000', '75 001', 'abcde'])('%j is not a French postcode', (postcode) => {
    expect(zoneOf(postcode)).toBeNull()
  })

  it.each([
    ['28001', 'ES'],
    ['20000', 'MA'],
    ['75001', 'BE'],
    ['1000', 'CH'],
  ])('%j in %s is abroad: no zone, however French it looks', (postcode, country) => {
    expect(zoneOf(postcode, country)).toBeNull()
  })

  it('reads a French address’s country whatever its case', () => {
    expect(zoneOf('28001', 'fr')).toBe('metropole')
    expect(zoneOf('97400', 'FR')).toBe('outre-mer')
  })

  it('gives a zone to every 5-digit code but 00… and Monaco', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (code) => {
        const excluded = code.startsWith('00') || code.startsWith('980')
        expect(zoneOf(code) === null).toBe(excluded)
      }),
    )
  })
})

describe('packWeightGrams', () => {
  it('takes the pack’s own weight when set', () => {
    expect(packWeightGrams({ weightGrams: 25_400, packSize: 25, packUnit: 'kg' })).toBe(25_400)
  })

  it.each([
    [15, 'kg', 15_000],
    [500, 'g', 500],
    [1.5, 'L', 2250],
    [310, 'ml', 465],
    [0.33, 'ml', 0], // 0.495 g
    [1, 'l', 1500],
  ])('derives %s %s → %s g', (packSize, packUnit, grams) => {
    expect(packWeightGrams({ weightGrams: null, packSize, packUnit })).toBe(grams)
    expect(packWeightGrams({ weightGrams: 0, packSize, packUnit })).toBe(grams)
    expect(packWeightGrams({ packSize, packUnit })).toBe(grams)
  })

  it('is 0 for an unknown unit or a bad size', () => {
    expect(packWeightGrams({ packSize: 3, packUnit: 'm' })).toBe(0)
    expect(packWeightGrams({ packSize: -1, packUnit: 'kg' })).toBe(0)
    expect(packWeightGrams({ packSize: Number.NaN, packUnit: 'kg' })).toBe(0)
  })
})

describe('cartWeight', () => {
  const line = (unitWeightGrams: number, quantity: number, free = false): PricedLine => ({
    id: 1,
    productId: 1,
    variant: 'A',
    quantity,
    unitAmount: 100,
    unitWeightGrams,
    categoryIds: [],
    free,
  })

  it('sums every line, free ones too', () => {
    expect(cartWeight([line(15_000, 2), line(310, 1, true)])).toBe(30_310)
    expect(cartWeight([])).toBe(0)
  })
})

const colissimo: Carrier = {
  id: 1,
  code: 'colissimo',
  name: 'Colissimo',
  kind: 'home',
  targets: ['pro', 'part'],
  freeFrom: 15_000,
  delay: '48 à 72 h',
  rates: [
    { zone: 'metropole', maxWeightGrams: 30_000, priceHt: 2400 },
    { zone: 'metropole', maxWeightGrams: 5000, priceHt: 990 },
    { zone: 'metropole', maxWeightGrams: 10_000, priceHt: 1490 },
    { zone: 'corse', maxWeightGrams: 30_000, priceHt: 3900 },
  ],
}
const relay: Carrier = {
  ...colissimo,
  id: 2,
  code: 'relais',
  kind: 'relay',
  targets: ['part'],
  freeFrom: null,
  rates: [{ zone: 'metropole', maxWeightGrams: 20_000, priceHt: 595 }],
}
const pickup: Carrier = { ...colissimo, id: 3, code: 'distributeur', kind: 'pickup', targets: ['pro'], freeFrom: null, rates: [] }

const ctx = { target: 'pro' as const, zone: 'metropole' as const, weightGrams: 4000, goodsAfterDiscount: 5000 }

describe('carrierCostHt', () => {
  it('takes the lowest bracket that holds the weight', () => {
    expect(carrierCostHt(colissimo, ctx)).toBe(990)
    expect(carrierCostHt(colissimo, { ...ctx, weightGrams: 5000 })).toBe(990)
    expect(carrierCostHt(colissimo, { ...ctx, weightGrams: 5001 })).toBe(1490)
    expect(carrierCostHt(colissimo, { ...ctx, weightGrams: 29_999 })).toBe(2400)
    expect(carrierCostHt(colissimo, { ...ctx, zone: 'corse' })).toBe(3900)
  })

  it('cannot deliver beyond the heaviest bracket, to a zone without rates or without a zone', () => {
    expect(carrierCostHt(colissimo, { ...ctx, weightGrams: 30_001 })).toBeNull()
    expect(carrierCostHt(colissimo, { ...ctx, zone: 'outre-mer' })).toBeNull()
    expect(carrierCostHt(colissimo, { ...ctx, zone: null })).toBeNull()
    expect(carrierCostHt(relay, { ...ctx, target: 'part', zone: null })).toBeNull()
  })

  it('is free from the threshold, after discount', () => {
    expect(carrierCostHt(colissimo, { ...ctx, goodsAfterDiscount: 14_999 })).toBe(990)
    expect(carrierCostHt(colissimo, { ...ctx, goodsAfterDiscount: 15_000 })).toBe(0)
    expect(carrierCostHt(colissimo, { ...ctx, goodsAfterDiscount: 15_000, weightGrams: 40_000 })).toBeNull()
  })

  it('is null for a carrier of the other plan', () => {
    expect(carrierCostHt(relay, ctx)).toBeNull()
    expect(carrierCostHt(pickup, { ...ctx, target: 'part' })).toBeNull()
  })

  it('is free at a distributor, with or without a zone', () => {
    expect(carrierCostHt(pickup, ctx)).toBe(0)
    expect(carrierCostHt(pickup, { ...ctx, zone: null, weightGrams: 1e6 })).toBe(0)
  })

  it('never costs less for a heavier cart (same zone, same goods)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ maxWeightGrams: fc.nat(50_000), priceHt: fc.nat(10_000) }), { maxLength: 6 }),
        fc.nat(60_000),
        fc.nat(60_000),
        (brackets, a, b) => {
          // Rate tables where a heavier bracket never costs less, as staff enter them.
          const sorted = [...brackets].sort((x, y) => x.maxWeightGrams - y.maxWeightGrams)
          let floor = 0
          const rates = sorted.map((r) => {
            floor = Math.max(floor, r.priceHt)
            return { zone: 'metropole' as const, maxWeightGrams: r.maxWeightGrams, priceHt: floor }
          })
          const carrier = { ...colissimo, freeFrom: null, rates }
          const [light, heavy] = a <= b ? [a, b] : [b, a]
          const lightCost = carrierCostHt(carrier, { ...ctx, weightGrams: light })
          const heavyCost = carrierCostHt(carrier, { ...ctx, weightGrams: heavy })
          if (heavyCost !== null) {
            expect(lightCost).not.toBeNull()
            expect(heavyCost).toBeGreaterThanOrEqual(lightCost ?? 0)
          }
        },
      ),
    )
  })
})

describe('shippingCosts', () => {
  it('gives every carrier’s cost on the plan’s basis, keyed by code', () => {
    expect(shippingCosts([colissimo, relay, pickup], ctx)).toEqual({ colissimo: 990, relais: null, distributeur: 0 })
    expect(shippingCosts([colissimo, relay, pickup], { ...ctx, target: 'part' })).toEqual({
      colissimo: 1188,
      relais: 714,
      distributeur: null,
    })
  })

  it('is empty without carriers', () => {
    expect(shippingCosts([], ctx)).toEqual({})
  })
})
