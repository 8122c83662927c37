import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  categoryTrail,
  listProducts,
  parsePriceRange,
  PRICE_RANGE_MESSAGES,
  priceRangeSchema,
  productCharacteristics,
  productFromPrice,
  relatedProducts,
  topProducts,
} from './listing'
import type { Catalogue, CharacteristicDef, Product } from './types'

const usage = (filter: boolean, product = true) => ({ product, filter, compare: false, guide: false, guideOrder: null })

const support: CharacteristicDef = {
  id: 1,
  technicalName: 'SUPPORT',
  label: 'Support',
  kind: 'enum',
  unit: null,
  order: 1,
  values: [
    { slug: 'platre', label: 'Plâtre' },
    { slug: 'beton', label: 'Béton' },
    { slug: 'bois', label: 'Bois' },
  ],
  usage: { pro: usage(true), part: usage(true) },
}
const forme: CharacteristicDef = {
  id: 2,
  technicalName: 'FORME',
  label: 'Forme',
  kind: 'enum',
  unit: null,
  order: 2,
  values: [
    { slug: 'poudre', label: 'Poudre' },
    { slug: 'pate', label: 'Pâte' },
  ],
  usage: { pro: usage(true), part: usage(false, false) },
}

let nextId = 1
function product(name: string, over: Partial<Product> = {}): Product {
  const id = nextId++
  return {
    id,
    name,
    slug: `p-${id}`,
    reference: `ARD-${id}`,
    targets: ['pro'],
    promoted: false,
    promotedOrder: null,
    summary: '',
    description: '',
    benefits: [],
    categoryIds: [10],
    relatedIds: [],
    medias: [],
    documents: [],
    caracteristics: [],
    variants: [],
    consumption: { mode: 'none', rate: null, maxThickness: null, coats: null, tapePerM2: null },
    updatedAt: `2026-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    ...over,
  }
}

const a = product('Lissafin', {
  caracteristics: [
    { technicalName: 'SUPPORT', values: ['platre', 'beton'] },
    { technicalName: 'FORME', values: ['pate'] },
  ],
  promoted: true,
  promotedOrder: 2,
})
const b = product('Rebouchplus', {
  caracteristics: [
    { technicalName: 'SUPPORT', values: ['bois'] },
    { technicalName: 'FORME', values: ['poudre'] },
  ],
  categoryIds: [11],
  promoted: true,
  promotedOrder: 1,
})
const c = product('Égaliss', {
  caracteristics: [
    { technicalName: 'SUPPORT', values: ['beton'] },
    { technicalName: 'FORME', values: ['poudre'] },
  ],
  relatedIds: [],
})
const d = product('Partonly', { targets: ['part'], caracteristics: [{ technicalName: 'SUPPORT', values: ['platre'] }] })

const catalogue: Catalogue = {
  target: 'pro',
  locale: 'fr',
  characteristics: [support, forme],
  categories: [
    { id: 10, name: 'Intérieur', slug: 'interieur', target: 'pro', parentId: null, order: 0, summary: '', description: '', cover: null },
    {
      id: 11,
      name: 'Rebouchage',
      slug: 'enduits-de-rebouchage',
      target: 'pro',
      parentId: 10,
      order: 1,
      summary: '',
      description: '',
      cover: null,
    },
  ],
  products: [a, b, c, d],
}

describe('listProducts', () => {
  it('keeps only the products of the plan', () => {
    const r = listProducts(catalogue)
    expect(r.total).toBe(3)
    expect(r.items.map((p) => p.name)).not.toContain('Partonly')
  })

  it('includes sub-category products in a parent category', () => {
    expect(listProducts(catalogue, { categoryId: 10 }).total).toBe(3)
    expect(listProducts(catalogue, { categoryId: 11 }).items.map((p) => p.name)).toEqual(['Rebouchplus'])
  })

  it('ORs values of one characteristic and ANDs different ones', () => {
    const either = listProducts(catalogue, {
      filters: [
        { code: 'SUPPORT', value: 'bois' },
        { code: 'SUPPORT', value: 'platre' },
      ],
    })
    expect(either.items.map((p) => p.name).sort()).toEqual(['Lissafin', 'Rebouchplus'])
    const both = listProducts(catalogue, {
      filters: [
        { code: 'SUPPORT', value: 'beton' },
        { code: 'FORME', value: 'poudre' },
      ],
    })
    expect(both.items.map((p) => p.name)).toEqual(['Égaliss'])
  })

  it('counts facet values against the other selected filters only', () => {
    const r = listProducts(catalogue, { filters: [{ code: 'FORME', value: 'poudre' }] })
    const supportFacet = r.facets.find((f) => f.technicalName === 'SUPPORT')
    expect(supportFacet?.values.map((v) => [v.value, v.count])).toEqual([
      ['beton', 1],
      ['bois', 1],
    ])
    const formeFacet = r.facets.find((f) => f.technicalName === 'FORME')
    // The selected facet still shows its alternatives with their own counts.
    expect(formeFacet?.values.map((v) => [v.value, v.count, v.selected])).toEqual([
      ['poudre', 2, true],
      ['pate', 1, false],
    ])
  })

  it('only offers the characteristics the plan uses as filters', () => {
    const part = listProducts({ ...catalogue, target: 'part' })
    expect(part.facets.map((f) => f.technicalName)).toEqual(['SUPPORT'])
  })

  it('sorts by name in French order and paginates', () => {
    const r = listProducts(catalogue, { sort: 'name-asc', perPage: 2, page: 2 })
    expect(r.pageCount).toBe(2)
    expect(r.items.map((p) => p.name)).toEqual(['Rebouchplus'])
    expect(listProducts(catalogue, { sort: 'name-asc' }).items[0]?.name).toBe('Égaliss')
  })

  it('matches text without accents or case', () => {
    expect(listProducts(catalogue, { text: 'EGALISS' }).items.map((p) => p.name)).toEqual(['Égaliss'])
    expect(listProducts(catalogue, { text: 'ard-2' }).items.map((p) => p.name)).toEqual(['Rebouchplus'])
    expect(listProducts(catalogue, { text: 'introuvable' }).total).toBe(0)
  })
})

describe('catalogue helpers', () => {
  it('orders the top products editorially', () => {
    expect(topProducts(catalogue).map((p) => p.name)).toEqual(['Rebouchplus', 'Lissafin'])
  })
  it('builds the parent chain of a category, root first', () => {
    expect(categoryTrail(catalogue.categories, 11).map((c) => c.slug)).toEqual(['interieur', 'enduits-de-rebouchage'])
  })
  it('shows only the characteristics the plan displays, with value labels', () => {
    expect(productCharacteristics(catalogue, a)).toEqual([
      { technicalName: 'SUPPORT', label: 'Support', value: 'Plâtre, béton' },
      { technicalName: 'FORME', label: 'Forme', value: 'Pâte' },
    ])
    expect(productCharacteristics({ ...catalogue, target: 'part' }, a).map((r) => r.technicalName)).toEqual(['SUPPORT'])
  })
  it('proposes related products of the same category, never the product itself', () => {
    const related = relatedProducts(catalogue, c)
    expect(related.map((p) => p.name)).toEqual(['Lissafin'])
  })
})

describe('listing by price (decision 087)', () => {
  const pack = (pricePro: number | null, pricePart: number | null, targets: ('pro' | 'part')[] = ['pro', 'part']) => ({
    reference: `R-${pricePro}-${pricePart}`,
    gtin: '',
    packaging: 'seau',
    packSize: 15,
    packUnit: 'kg',
    targets,
    pricePro,
    pricePart,
    weightGrams: null,
  })
  const cheap = product('Cheap', { targets: ['pro', 'part'], variants: [pack(1500, 1900), pack(900, null, ['pro'])] })
  const mid = product('Mid', { targets: ['pro', 'part'], variants: [pack(2500, 3000)] })
  const dear = product('Dear', { targets: ['pro', 'part'], variants: [pack(9990, 11_990)] })
  const unpriced = product('Unpriced', { targets: ['pro', 'part'], variants: [pack(null, null)] })
  const priced: Catalogue = { ...catalogue, products: [mid, unpriced, dear, cheap] }
  const names = (r: { items: Product[] }) => r.items.map((p) => p.name)

  it('takes a product’s cheapest pack of the plan as its "from" price', () => {
    expect(productFromPrice(cheap, 'pro')).toBe(900)
    expect(productFromPrice(cheap, 'part')).toBe(1900)
    expect(productFromPrice(unpriced, 'pro')).toBeNull()
    expect(productFromPrice(a, 'pro')).toBeNull()
  })

  it('sorts by price either way, products without a price last', () => {
    expect(names(listProducts(priced, { sort: 'price_asc' }))).toEqual(['Cheap', 'Mid', 'Dear', 'Unpriced'])
    expect(names(listProducts(priced, { sort: 'price_desc' }))).toEqual(['Dear', 'Mid', 'Cheap', 'Unpriced'])
  })

  it('filters on the plan’s "from" price, bounds included, in cents', () => {
    expect(names(listProducts(priced, { price: { min: 900, max: 2500 }, sort: 'price_asc' }))).toEqual(['Cheap', 'Mid'])
    expect(names(listProducts(priced, { price: { min: 901, max: null }, sort: 'price_asc' }))).toEqual(['Mid', 'Dear'])
    expect(names(listProducts({ ...priced, target: 'part' }, { price: { min: null, max: 1900 } }))).toEqual(['Cheap'])
  })

  it('leaves products without a price out of a price filter, not out of an open range', () => {
    expect(names(listProducts(priced, { price: { min: 0, max: null } }))).not.toContain('Unpriced')
    expect(listProducts(priced, { price: { min: null, max: null } }).total).toBe(4)
  })

  it('counts facets over the price-filtered products', () => {
    const r = listProducts({ ...priced, products: [...priced.products, a] }, { price: { min: 1, max: null } })
    expect(r.facets.find((f) => f.technicalName === 'SUPPORT')?.values ?? []).toEqual([])
  })

  it.each<[unknown, { min: number | null; max: number | null }]>([
    ['{"min": 10, "max": 50}', { min: 1000, max: 5000 }],
    ['{"min": 9.99}', { min: 999, max: null }],
    ['{"max": 0.105}', { min: null, max: 11 }],
    ['{}', { min: null, max: null }],
    ['{"min": null, "max": "24,90"}', { min: null, max: 2490 }],
    [
      { min: 1, max: 1 },
      { min: 100, max: 100 },
    ],
  ])('reads the price range %j', (input, range) => {
    expect(parsePriceRange(input)).toEqual({ ok: true, range })
  })

  it.each([
    ['{min: 10}', PRICE_RANGE_MESSAGES.json],
    ['', PRICE_RANGE_MESSAGES.json],
    ['[10, 50]', PRICE_RANGE_MESSAGES.object],
    ['12', PRICE_RANGE_MESSAGES.object],
    ['null', PRICE_RANGE_MESSAGES.object],
    ['{"min": -1}', PRICE_RANGE_MESSAGES.bound],
    ['{"min": "abc"}', PRICE_RANGE_MESSAGES.bound],
    ['{"max": true}', PRICE_RANGE_MESSAGES.bound],
    ['{"max": 1e9}', PRICE_RANGE_MESSAGES.bound],
    ['{"min": 50, "max": 10}', PRICE_RANGE_MESSAGES.order],
  ])('refuses the price range %j', (input, message) => {
    expect(parsePriceRange(input)).toEqual({ ok: false, message })
  })

  it('keeps exactly the products in range, in price order', () => {
    const arbProducts = fc.array(
      fc.array(fc.record({ pro: fc.option(fc.integer({ min: 0, max: 20_000 })), part: fc.option(fc.integer({ min: 0, max: 20_000 })) }), {
        maxLength: 3,
      }),
      { maxLength: 12 },
    )
    const arbBound = fc.option(fc.integer({ min: 0, max: 20_000 }))
    fc.assert(
      fc.property(
        arbProducts,
        arbBound,
        arbBound,
        fc.constantFrom<'price_asc' | 'price_desc'>('price_asc', 'price_desc'),
        (specs, lo, hi, sort) => {
          const products = specs.map((packs, i) => product(`P${i}`, { targets: ['pro'], variants: packs.map((x) => pack(x.pro, x.part)) }))
          const range = { min: lo, max: hi }
          const listed = listProducts({ ...catalogue, products }, { price: range, sort, perPage: 100 }).items
          const expected = products.filter((p) => {
            const from = productFromPrice(p, 'pro')
            if (lo === null && hi === null) return true
            return from !== null && (lo === null || from >= lo) && (hi === null || from <= hi)
          })
          expect(new Set(listed)).toEqual(new Set(expected))
          const prices = listed.map((p) => productFromPrice(p, 'pro'))
          const firstNull = prices.indexOf(null)
          if (firstNull >= 0) expect(prices.slice(firstNull).every((p) => p === null)).toBe(true)
          const known = prices.filter((p): p is number => p !== null)
          expect(known).toEqual([...known].sort((x, y) => (sort === 'price_asc' ? x - y : y - x)))
        },
      ),
    )
  })

  it('filters on price buckets of the plan’s "from" price, several as alternatives, and counts them', () => {
    const more: Catalogue = {
      ...priced,
      products: [...priced.products, product('Mid2', { targets: ['pro', 'part'], variants: [pack(5000, 6000)] })],
    }
    expect(names(listProducts(more, { priceBuckets: ['moins-de-20'], sort: 'price_asc' }))).toEqual(['Cheap'])
    expect(names(listProducts(more, { priceBuckets: ['20-a-50', '50-a-100'], sort: 'price_asc' }))).toEqual(['Mid', 'Mid2', 'Dear'])
    // Private customers: TTC prices (Cheap 19,00 €, Mid 30,00 €, Mid2 60,00 €, Dear 119,90 €).
    expect(names(listProducts({ ...more, target: 'part' }, { priceBuckets: ['plus-de-100'] }))).toEqual(['Dear'])
    const counts = listProducts(more, { priceBuckets: ['moins-de-20'] }).prices
    expect(counts).toEqual([
      { value: 'moins-de-20', label: 'Moins de 20 €', count: 1, selected: true },
      { value: '20-a-50', label: '20 à 50 €', count: 1, selected: false },
      { value: '50-a-100', label: '50 à 100 €', count: 2, selected: false },
    ])
    // No bucket asked: every product, and no count unless asked for.
    expect(listProducts(more, { priceBuckets: [] }).total).toBe(5)
    expect(listProducts(more).prices).toBeUndefined()
  })

  it('counts the characteristics’ facets over the chosen price buckets', () => {
    const r = listProducts({ ...priced, products: [...priced.products, a] }, { priceBuckets: ['20-a-50'] })
    expect(r.facets.find((f) => f.technicalName === 'SUPPORT')?.values ?? []).toEqual([])
  })

  it('refuses unknown keys rather than ignoring them', () => {
    expect(parsePriceRange('{"minimum": 10}').ok).toBe(false)
    expect(priceRangeSchema.safeParse({ min: 1, currency: 'EUR' }).success).toBe(false)
  })
})
