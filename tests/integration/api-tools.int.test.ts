/** Worksite tools' endpoints against the demo seed: store search, town lookup, scan, tints. */
import { describe, expect, it } from 'vitest'
import type { CityListResponse, ScanResponse, StoreLocatorResponse, TeinteListResponse } from '../../src/domain/api/tools'
import type { ProductResponse } from '../../src/domain/api/schemas'
import { fails, ok, planIds } from './support/api'

describe('GET /store-locator', () => {
  it('finds the stores around a postcode, nearest first, within the radius', async () => {
    const { data } = await ok<StoreLocatorResponse>('/store-locator?city=69003&radius=50')
    expect(data.origin.city?.name).toBe('Lyon')
    expect(data.items.length).toBeGreaterThan(0)
    expect(data.items[0]?.city).toBe('Lyon')
    const distances = data.items.map((s) => s.distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances.every((d) => d <= 50)).toBe(true)
    expect(data.total).toBeGreaterThanOrEqual(data.items.length)
  })

  it('filters by position, type and audience', async () => {
    const { data } = await ok<StoreLocatorResponse>('/store-locator?lat=48.8534&lng=2.3488&radius=25&type=negoce&audience=pro&limit=5')
    expect(data.items.length).toBeGreaterThan(0)
    expect(data.items.length).toBeLessThanOrEqual(5)
    expect(data.items.every((s) => s.type === 'negoce' && s.targets.includes('pro'))).toBe(true)
  })

  it('refuses a search without a place, and answers 404 for an unknown town', async () => {
    expect((await fails('/store-locator')).status).toBe(400)
    expect((await fails('/store-locator?lat=45')).status).toBe(400)
    expect((await fails('/store-locator?city=Lyon&radius=0')).status).toBe(400)
    expect((await fails('/store-locator?city=Lyon&type=kiosque')).status).toBe(400)
    const unknown = await fails('/store-locator?city=Xyzzyville')
    expect(unknown).toMatchObject({ status: 404, body: { status: 'not_found' } })
  })
})

describe('GET /city', () => {
  it('resolves a postcode and a name offline', async () => {
    const byPostcode = await ok<CityListResponse>('/city?q=33000')
    expect(byPostcode.data.items[0]).toMatchObject({ name: 'Bordeaux', department: '33', precise: true })
    const byName = await ok<CityListResponse>('/city?q=saint-etienne&limit=2')
    expect(byName.data.items[0]?.name).toBe('Saint-Étienne')
    expect((await fails('/city')).status).toBe(400)
  })
})

describe('GET /product/scan/{code}', () => {
  it('pads a 13-digit EAN to the variant’s GTIN-14 and returns the product and the variant', async () => {
    const product = await ok<ProductResponse>('/product/jointex-pate')
    const variant = product.data.variants[0]
    if (!variant) throw new Error('no variant')
    const { data } = await ok<ScanResponse>(`/product/scan/${variant.gtin.slice(1)}`)
    expect(data.product.slug).toBe('jointex-pate')
    expect(data.item).toEqual(variant)
    expect(data.error).toBeNull()
  })

  it('finds a variant sold only to the other audience', async () => {
    const plans = await planIds()
    const { data } = await ok<ScanResponse>('/product/scan/03760990100001')
    expect(data.targets).toEqual(['part'])
    const fromPro = await ok<ScanResponse>(`/product/scan/03760990100001?sales_plan_id=${plans.pro}`)
    expect(fromPro.data.product.url).toContain('/enduit-particuliers/')
  })

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect(await fails('/product/scan/4006381333931')).toMatchObject({ status: 404, body: { status: 'not_found' } })
    expect((await fails('/product/scan/12ab')).status).toBe(400)
    expect((await fails('/product/scan/123456789012345')).status).toBe(400)
  })
})

describe('GET /teinte', () => {
  it('lists the tints by family with the plan’s products', async () => {
    const { data } = await ok<TeinteListResponse>('/teinte?family=bois')
    expect(data.items.length).toBeGreaterThan(0)
    expect(data.items.every((t) => t.family === 'bois' && /^#[0-9a-f]{6}$/i.test(t.color))).toBe(true)
    expect(data.items[0]?.products.some((p) => p.slug.startsWith('boisalis-'))).toBe(true)
  })
})
