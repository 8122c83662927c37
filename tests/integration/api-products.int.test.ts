/** GET /product and GET /product/{id} against the demo seed. */
import { beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES } from '@/payload/seed/demo/categories'
import { PRODUCTS } from '@/payload/seed/demo/products'
import type { ProductListResponse, ProductResponse } from '../../src/domain/api/schemas'
import { fails, ok, planIds, q } from './support/api'

const only = (target: 'pro' | 'part') => PRODUCTS.filter((p) => p.targets.length === 1 && p.targets[0] === target)
const inPlan = (target: 'pro' | 'part') => PRODUCTS.filter((p) => p.targets.includes(target))

let plans: { pro: number; part: number }

beforeAll(async () => {
  plans = await planIds()
})

describe('GET /product', () => {
  it('lists the pro plan by default, 12 per page, with the total of the plan', async () => {
    const { data } = await ok<ProductListResponse>('/product')
    expect(data.total).toBe(inPlan('pro').length)
    expect(data.items).toHaveLength(12)
    expect(data).toMatchObject({ page: 1, perPage: 12, pageCount: Math.ceil(inPlan('pro').length / 12) })
    const proOnly = new Set(only('part').map((p) => p.slug))
    expect(data.items.some((item) => proOnly.has(item.slug))).toBe(false)
  })

  it('answers the spec §3 product shape: url, medias by kind, PICTO keyed by title, MEDIA sheets', async () => {
    const { data } = await ok<ProductListResponse>(`/product?${q({ perPage: 100 })}`)
    const item = data.items.find((p) => p.slug === 'rebouchor-poudre')
    expect(item).toBeDefined()
    expect(item?.url).toBe('/fr/enduit-professionnels/produit/rebouchor-poudre')
    expect(item?.reference).toBe('ARD-REB-100')
    expect(item?.medias.visuel[0]).toMatchObject({ url: expect.any(String), alt: expect.any(String) })
    expect(item?.medias.visuel[0]?.webp).toMatch(/\.webp$/)
    expect(Object.keys(item?.medias.PICTO ?? {})).toEqual(expect.arrayContaining(['INTERIEUR', 'POUDRE']))
    expect(item?.medias.MEDIA.map((m) => m.title)).toEqual(expect.arrayContaining(['FICHES_QCE', 'FDS']))
    expect(item?.caracteristics.SUPPORT).toMatchObject({ technical_name: 'SUPPORT', label: 'Supports' })
    expect(item?.categories.map((c) => c.slug)).toEqual(['enduits-de-rebouchage'])
  })

  it('switches to the part plan with sales_plan_id / saleplan_id', async () => {
    for (const key of ['sales_plan_id', 'saleplan_id']) {
      const { data } = await ok<ProductListResponse>(`/product?${q({ [key]: plans.part, perPage: 100 })}`)
      expect(data.total).toBe(inPlan('part').length)
      expect(data.items.every((p) => p.url.startsWith('/fr/enduit-particuliers/produit/'))).toBe(true)
      expect(data.items.map((p) => p.slug)).toEqual(expect.arrayContaining(only('part').map((p) => p.slug)))
    }
  })

  it('pages through the whole plan without duplicates', async () => {
    const total = inPlan('pro').length
    const seen: string[] = []
    for (let page = 1; page <= Math.ceil(total / 7); page++) {
      const { data } = await ok<ProductListResponse>(`/product?${q({ perPage: 7, page, orderBy: 'name-asc' })}`)
      expect(data.total).toBe(total)
      seen.push(...data.items.map((p) => p.slug))
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    const beyond = await ok<ProductListResponse>(`/product?${q({ perPage: 7, page: 99 })}`)
    expect(beyond.data).toMatchObject({ items: [], total })
  })

  it('promoted=1 gives the 5 top products of the plan in their editorial order', async () => {
    for (const target of ['pro', 'part'] as const) {
      const { data } = await ok<ProductListResponse>(`/product?${q({ promoted: 1, saleplan_id: plans[target] })}`)
      const expected = inPlan(target)
        .filter((p) => p.promotedOrder !== undefined)
        .sort((a, b) => (a.promotedOrder ?? 0) - (b.promotedOrder ?? 0))
        .map((p) => p.slug)
      expect(data.items).toHaveLength(5)
      expect(data.items.map((p) => p.slug)).toEqual(expected)
      expect(data.items.every((p) => p.promoted)).toBe(true)
    }
  })

  it('filters by category id or slug, sub-categories included', async () => {
    const category = CATEGORIES.find((c) => c.target === 'pro' && c.slug === 'enduits-de-rebouchage')
    expect(category).toBeDefined()
    const expected = PRODUCTS.filter((p) => p.categories.includes('enduits-de-rebouchage'))
      .map((p) => p.slug)
      .sort()
    const bySlug = await ok<ProductListResponse>(`/product?${q({ categories: 'enduits-de-rebouchage', perPage: 100 })}`)
    expect(bySlug.data.items.map((p) => p.slug).sort()).toEqual(expected)
    const id = bySlug.data.items[0]?.categories.find((c) => c.slug === 'enduits-de-rebouchage')?.id
    const byId = await ok<ProductListResponse>(`/product?${q({ categories: String(id), perPage: 100 })}`)
    expect(byId.data.total).toBe(expected.length)
    const two = await ok<ProductListResponse>(`/product?${q({ categories: 'enduits-de-rebouchage,enduits-bois', perPage: 100 })}`)
    const union = new Set(
      PRODUCTS.filter((p) => p.categories.some((c) => c === 'enduits-de-rebouchage' || c === 'enduits-bois')).map((p) => p.slug),
    )
    expect(two.data.total).toBe(union.size)
  })

  it('a characteristic filter reduces the count; JSON and bracket forms agree', async () => {
    const all = await ok<ProductListResponse>('/product')
    const json = await ok<ProductListResponse>(`/product?${q({ caracteristics: JSON.stringify({ SUPPORT: ['bois'] }), perPage: 100 })}`)
    const bracket = await ok<ProductListResponse>(`/product?caracteristics[SUPPORT][]=bois&perPage=100`)
    const expected = inPlan('pro').filter((p) => p.caracs.some((c) => c.code === 'SUPPORT' && c.values.includes('bois')))
    expect(json.data.total).toBe(expected.length)
    expect(json.data.total).toBeLessThan(all.data.total)
    expect(json.data.total).toBeGreaterThan(0)
    expect(bracket.data.items.map((p) => p.slug)).toEqual(json.data.items.map((p) => p.slug))
    expect(json.data.items.every((p) => p.caracteristics.SUPPORT?.values.some((v) => v.value === 'bois'))).toBe(true)
  })

  it('searches by text and sorts', async () => {
    const found = await ok<ProductListResponse>(`/product?${q({ text: 'jointex', perPage: 100 })}`)
    const expected = inPlan('pro').filter((p) => `${p.name.fr} ${p.ref} ${p.summary.fr}`.toLowerCase().includes('jointex'))
    expect(found.data.total).toBe(expected.length)
    const desc = await ok<ProductListResponse>(`/product?${q({ text: 'jointex', orderBy: 'name-desc', perPage: 100 })}`)
    const names = desc.data.items.map((p) => p.name)
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'fr')))
  })

  it('filters and sorts by the "from" price of the plan (HT for professionals, TTC for private customers)', async () => {
    const all = await ok<ProductListResponse>(`/product?${q({ perPage: 100, orderBy: 'price_asc' })}`)
    const froms = all.data.items.map((p) => p.price.from)
    expect(all.data.items.every((p) => p.price.basis === 'ht' && p.price.currency === '€')).toBe(true)
    const priced = froms.filter((f): f is number => f !== null)
    expect(priced.length).toBeGreaterThan(5)
    expect(priced).toEqual([...priced].sort((a, b) => a - b))
    for (const item of all.data.items) {
      const packs = item.variants.map((v) => v.price).filter((p): p is number => p !== null)
      expect(item.price.from).toBe(packs.length ? Math.min(...packs) : null)
    }
    const median = priced[Math.floor(priced.length / 2)]!
    const cheap = await ok<ProductListResponse>(`/product?${q({ perPage: 100, price: JSON.stringify({ max: median / 100 }) })}`)
    expect(cheap.data.total).toBe(priced.filter((f) => f <= median).length)
    expect(cheap.data.items.every((p) => p.price.from !== null && p.price.from <= median)).toBe(true)
    const desc = await ok<ProductListResponse>(`/product?${q({ perPage: 100, orderBy: 'price_desc' })}`)
    expect(desc.data.items[0]?.price.from).toBe(Math.max(...priced))
    const part = await ok<ProductListResponse>(`/product?${q({ perPage: 100, saleplan_id: plans.part })}`)
    expect(part.data.items.every((p) => p.price.basis === 'ttc')).toBe(true)
    expect((await fails(`/product?${q({ price: JSON.stringify({ min: 50, max: 10 }) })}`)).status).toBe(400)
    expect((await fails(`/product?${q({ price: JSON.stringify({ min: -1 }) })}`)).status).toBe(400)
  })

  it('lang=en returns the English names set by the seed', async () => {
    const { data } = await ok<ProductListResponse>(`/product?${q({ lang: 'en', perPage: 100 })}`)
    const item = data.items.find((p) => p.slug === 'rebouchor-poudre')
    expect(item?.name).toBe('Rebouchor® Powder')
    expect(item?.url).toBe('/en/enduit-professionnels/product/rebouchor-poudre')
  })
})

describe('GET /product/{id}', () => {
  it('finds a product by slug and by id, with details', async () => {
    const bySlug = await ok<ProductResponse>('/product/rebouchor-poudre')
    expect(bySlug.data).toMatchObject({ slug: 'rebouchor-poudre', reference: 'ARD-REB-100' })
    expect(bySlug.data.benefits.length).toBeGreaterThan(0)
    expect(bySlug.data.related.map((r) => r.slug)).toEqual(expect.arrayContaining(['lissafin-poudre']))
    expect(bySlug.data.consumption).toMatchObject({ mode: 'thickness', rate: 1.1, max_thickness: 30 })
    const byId = await ok<ProductResponse>(`/product/${bySlug.data.id}`)
    expect(byId.data.slug).toBe('rebouchor-poudre')
  })

  it('shows only the packs of the requested plan', async () => {
    const def = PRODUCTS.find((p) => p.slug === 'rebouchor-poudre')
    const pro = await ok<ProductResponse>('/product/rebouchor-poudre')
    const part = await ok<ProductResponse>(`/product/rebouchor-poudre?${q({ saleplan_id: plans.part })}`)
    expect(pro.data.variants.map((v) => v.reference)).toEqual(
      def?.variants.filter((v) => v.targets.includes('pro')).map((v) => v.reference),
    )
    expect(part.data.variants.map((v) => v.reference)).toEqual(
      def?.variants.filter((v) => v.targets.includes('part')).map((v) => v.reference),
    )
  })

  it('a pro-only product asked with the part plan → 400 not_available_in_this_saleplan, exist_in = [pro]', async () => {
    const proOnly = only('pro')[0]
    expect(proOnly).toBeDefined()
    const { status, body } = await fails(`/product/${proOnly?.slug}?${q({ saleplan_id: plans.part, sales_plan_id: plans.part })}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ status: 'not_available_in_this_saleplan', exist_in: [plans.pro] })
    expect(body.message).toMatch(/plan de vente/)
  })

  it('a part-only product asked with the default plan → exist_in = [part]', async () => {
    const partOnly = only('part')[0]
    const { status, body } = await fails(`/product/${partOnly?.slug}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ status: 'not_available_in_this_saleplan', exist_in: [plans.part] })
  })

  it('an unknown product → 404 JSON', async () => {
    const { status, body } = await fails('/product/produit-qui-n-existe-pas')
    expect(status).toBe(404)
    expect(body).toMatchObject({ status: 'not_found', message: expect.stringContaining('produit-qui-n-existe-pas') })
    expect((await fails('/product/999999')).status).toBe(404)
  })
})
