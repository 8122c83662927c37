import { describe, expect, it } from 'vitest'
import { zoneOf } from '@/domain/commerce/shipping'
import { CATEGORIES } from './demo/categories'
import { CARRIERS, DISCOUNT_CODES, packCommerce, PRICE_GROUPS, RELAY_POINTS } from './demo/commerce'
import { PRODUCTS } from './demo/products'

const packs = PRODUCTS.flatMap((product) => product.variants.map((pack) => ({ product, pack, ...packCommerce(product, pack) })))

describe('demo pack prices', () => {
  it('prices every pack in each plan it is sold in, and in no other', () => {
    for (const { pack, pricePro, pricePart, weightGrams } of packs) {
      expect(pricePro !== null, pack.reference).toBe(pack.targets.includes('pro'))
      expect(pricePart !== null, pack.reference).toBe(pack.targets.includes('part'))
      for (const price of [pricePro, pricePart]) if (price !== null) expect(Number.isInteger(price) && price > 0, pack.reference).toBe(true)
      expect(Number.isInteger(weightGrams) && weightGrams > 0, pack.reference).toBe(true)
    }
  })

  it('keeps to French trade and retail prices', () => {
    const bags25 = packs.filter((p) => p.pack.packaging === 'sac' && p.pack.size === 25 && p.product.form === 'poudre')
    expect(bags25.length).toBeGreaterThan(3)
    for (const { pack, pricePro } of bags25) expect(pricePro, pack.reference).toBeGreaterThanOrEqual(2000)
    for (const { pack, pricePro } of bags25) expect(pricePro, pack.reference).toBeLessThanOrEqual(3500)
    for (const { pack, pricePart } of packs.filter((p) => ['tube', 'cartouche'].includes(p.pack.packaging) && p.pricePart !== null)) {
      expect(pricePart, pack.reference).toBeGreaterThanOrEqual(600)
      expect(pricePart, pack.reference).toBeLessThanOrEqual(1500)
      expect(pricePart! % 100, pack.reference).toBe(90)
    }
    const tubs15 = packs.filter((p) => p.pack.packaging === 'seau' && p.pack.size === 15 && p.pricePro !== null)
    for (const { pack, pricePro } of tubs15) expect(pricePro, pack.reference).toBeGreaterThan(2500)
  })
})

describe('demo shop data', () => {
  it('refers to real categories, products and packs', () => {
    const slugs = new Set(CATEGORIES.map((c) => c.slug))
    for (const group of PRICE_GROUPS) for (const rate of group.rates) expect(slugs.has(rate.category), rate.category).toBe(true)
    for (const code of DISCOUNT_CODES.filter((c) => c.free)) {
      const product = PRODUCTS.find((p) => p.slug === code.free?.slug)
      expect(
        product?.variants.map((v) => v.reference),
        code.code,
      ).toContain(code.free?.variant)
    }
  })

  it('has carriers for both plans with sorted, whole brackets, and relay points in France', () => {
    for (const target of ['pro', 'part'] as const) expect(CARRIERS.some((c) => c.targets.includes(target) && c.kind === 'home')).toBe(true)
    for (const carrier of CARRIERS) {
      for (const rate of carrier.rates) expect(Number.isInteger(rate.priceHt) && Number.isInteger(rate.maxWeightGrams)).toBe(true)
    }
    expect(new Set(CARRIERS.map((c) => c.code)).size).toBe(CARRIERS.length)
    expect(new Set(RELAY_POINTS.map((p) => p.name)).size).toBe(RELAY_POINTS.length)
    for (const point of RELAY_POINTS) {
      expect(zoneOf(point.postcode), point.name).not.toBeNull()
      expect(point.latitude).toBeGreaterThan(41)
      expect(point.latitude).toBeLessThan(51.2)
      expect(point.longitude).toBeGreaterThan(-5)
      expect(point.longitude).toBeLessThan(9.6)
    }
  })
})
