import { describe, expect, it } from 'vitest'
import { categoryTrail, listProducts, productCharacteristics, relatedProducts, topProducts } from './listing'
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
      { technicalName: 'SUPPORT', label: 'Support', value: 'Plâtre, Béton' },
      { technicalName: 'FORME', label: 'Forme', value: 'Pâte' },
    ])
    expect(productCharacteristics({ ...catalogue, target: 'part' }, a).map((r) => r.technicalName)).toEqual(['SUPPORT'])
  })
  it('proposes related products of the same category, never the product itself', () => {
    const related = relatedProducts(catalogue, c)
    expect(related.map((p) => p.name)).toEqual(['Lissafin'])
  })
})
