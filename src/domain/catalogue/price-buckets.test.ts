import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPriceBucket, PRICE_BUCKETS, PRICE_FILTER_CODE, priceBucketOf, splitPriceFilters } from './price-buckets'

describe('price buckets', () => {
  it.each([
    [0, 'moins-de-20'],
    [1999, 'moins-de-20'],
    [2000, '20-a-50'],
    [4999, '20-a-50'],
    [5000, '50-a-100'],
    [9999, '50-a-100'],
    [10_000, 'plus-de-100'],
    [1_000_000, 'plus-de-100'],
  ])('puts %i cents in %s', (cents, slug) => {
    expect(priceBucketOf(cents)).toBe(slug)
  })

  it('puts a product without a price in no bucket', () => {
    expect(priceBucketOf(null)).toBeNull()
  })

  it('puts every price in exactly one bucket, within its bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const containing = PRICE_BUCKETS.filter((b) => (b.min === null || cents >= b.min) && (b.max === null || cents < b.max))
        expect(containing).toHaveLength(1)
        expect(priceBucketOf(cents)).toBe(containing[0]?.slug)
      }),
    )
  })

  it('writes bucket slugs that a filter segment accepts', () => {
    for (const bucket of PRICE_BUCKETS) expect(bucket.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(PRICE_FILTER_CODE).toMatch(/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/)
  })

  it('splits the price buckets off the characteristics’ filters, in order', () => {
    expect(
      splitPriceFilters([
        { code: 'FONCTION', value: 'lissage' },
        { code: 'PRIX', value: '20-a-50' },
        { code: 'PRIX', value: 'moins-de-20' },
        { code: 'SUPPORT', value: 'platre' },
      ]),
    ).toEqual({
      filters: [
        { code: 'FONCTION', value: 'lissage' },
        { code: 'SUPPORT', value: 'platre' },
      ],
      buckets: ['20-a-50', 'moins-de-20'],
    })
    expect(splitPriceFilters([])).toEqual({ filters: [], buckets: [] })
  })

  it('refuses an unknown bucket as an unknown filter value', () => {
    expect(splitPriceFilters([{ code: 'PRIX', value: 'moins-de-5' }])).toBeNull()
    expect(isPriceBucket('plus-de-100')).toBe(true)
    expect(isPriceBucket('plus-de-1000')).toBe(false)
  })
})
