import { describe, expect, it } from 'vitest'
import type { Catalogue, Category, CharacteristicDef, Product } from '@/domain/catalogue/types'
import { parse } from '@/domain/routing/routes'
import type { SiteSettings } from '@/domain/site/types'
import { localizePath } from '@/domain/navigation/localize-path'
import { filtersToValues, ourFillersHref, pathnameOf, productTrail } from './page-helpers'

const usage = { product: true, filter: true, compare: false, guide: false, guideOrder: null }

function characteristic(technicalName: string, kind: CharacteristicDef['kind'], filter = true): CharacteristicDef {
  return {
    id: 1,
    technicalName,
    label: technicalName,
    kind,
    unit: null,
    order: 0,
    values: [],
    usage: { pro: { ...usage, filter }, part: usage },
  }
}

function category(id: number, slug: string, parentId: number | null): Category {
  return { id, name: slug.toUpperCase(), slug, target: 'pro', parentId, order: id, summary: '', description: '', cover: null }
}

function product(
  id: number,
  caracteristics: Product['caracteristics'],
  categoryIds: number[] = [],
  targets: Product['targets'] = ['pro'],
): Product {
  return {
    id,
    name: `P${id}`,
    slug: `p${id}`,
    reference: `R${id}`,
    targets,
    promoted: false,
    promotedOrder: null,
    summary: '',
    description: '',
    benefits: [],
    categoryIds,
    relatedIds: [],
    medias: [],
    documents: [],
    caracteristics,
    variants: [],
    consumption: { mode: 'none', rate: null, maxThickness: null, coats: null, tapePerM2: null },
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
}

const catalogue: Catalogue = {
  target: 'pro',
  locale: 'fr',
  characteristics: [characteristic('FORME', 'enum'), characteristic('CONSOMMATION', 'text'), characteristic('TEINTE', 'enum', false)],
  categories: [category(1, 'lissage', null), category(2, 'lissage-fin', 1), category(3, 'autre', null)],
  products: [
    product(
      1,
      [
        { technicalName: 'FORME', values: ['pate'] },
        { technicalName: 'CONSOMMATION', values: ['1,4 kg/m²/mm'] },
      ],
      [9, 2, 3],
    ),
    product(2, [
      { technicalName: 'FORME', values: ['poudre'] },
      { technicalName: 'TEINTE', values: ['blanc'] },
    ]),
    product(3, [{ technicalName: 'FORME', values: ['part-only'] }], [], ['part']),
  ],
}

describe('pathnameOf', () => {
  it('rebuilds the pathname with encoded segments, whether Next passes them encoded or not', () => {
    expect(pathnameOf('fr', undefined)).toBe('/fr')
    expect(pathnameOf('fr', ['enduit-particuliers', 'categorie', 'reboucher'])).toBe('/fr/enduit-particuliers/categorie/reboucher')
    expect(pathnameOf('fr', ['enduit-professionnels', 'resultats', 'b%C3%A9ton%20100%25'])).toBe(
      '/fr/enduit-professionnels/resultats/b%C3%A9ton%20100%25',
    )
    expect(pathnameOf('fr', ['enduit-professionnels', 'resultats', 'béton 100%'])).toBe(
      '/fr/enduit-professionnels/resultats/b%C3%A9ton%20100%25',
    )
    expect(parse(pathnameOf('fr', ['enduit-professionnels', 'resultats', 'b%C3%A9ton%20100%25']))?.search).toBe('béton 100%')
  })
})

describe('ourFillersHref', () => {
  const settings = (value: string | null): SiteSettings => ({
    byCode: value === null ? {} : { link_enduit_pro: [{ value, label: null, key: null }] },
    brandName: 'Ardalis',
    phone: null,
    socials: [],
    regionalSites: [],
  })
  it('uses the link_enduit_{target} setting as a path after the target', () => {
    expect(ourFillersHref(settings('categorie'), 'pro', 'fr')).toBe('/fr/enduit-professionnels/categorie')
    expect(ourFillersHref(settings('/fr/nos-enduits'), 'pro', 'fr')).toBe('/fr/nos-enduits')
  })
  it('falls back to the category route when the setting is missing or is no route in the locale', () => {
    expect(ourFillersHref(settings(null), 'pro', 'fr')).toBe('/fr/enduit-professionnels/categorie')
    expect(ourFillersHref(settings('categorie'), 'pro', 'en')).toBe('/en/enduit-professionnels/category')
  })
})

describe('productTrail', () => {
  it('follows the first category of the plan with its parents', () => {
    const first = catalogue.products[0] as Product
    expect(productTrail(catalogue, first).map((c) => c.slug)).toStrictEqual(['lissage', 'lissage-fin'])
    expect(productTrail(catalogue, catalogue.products[1] as Product)).toStrictEqual([])
  })
})

describe('filtersToValues', () => {
  it('maps URL values back to characteristic values', () => {
    expect(
      filtersToValues(catalogue, [
        { code: 'FORME', value: 'pate' },
        { code: 'CONSOMMATION', value: '1-4-kg-m2-mm' },
      ]),
    ).toStrictEqual([
      { code: 'FORME', value: 'pate' },
      { code: 'CONSOMMATION', value: '1,4 kg/m²/mm' },
    ])
  })
  it('refuses unknown codes, non-filter characteristics, unknown values and values of the other plan', () => {
    expect(filtersToValues(catalogue, [{ code: 'XX', value: 'pate' }])).toBeNull()
    expect(filtersToValues(catalogue, [{ code: 'TEINTE', value: 'blanc' }])).toBeNull()
    expect(filtersToValues(catalogue, [{ code: 'FORME', value: 'gel' }])).toBeNull()
    expect(filtersToValues(catalogue, [{ code: 'FORME', value: 'part-only' }])).toBeNull()
    expect(filtersToValues(catalogue, [])).toStrictEqual([])
  })
})

describe('localizePath', () => {
  it('keeps valid paths and external addresses', () => {
    expect(localizePath('/fr/enduit-professionnels/categorie/enduits-de-lissage')).toBe(
      '/fr/enduit-professionnels/categorie/enduits-de-lissage',
    )
    expect(localizePath('/en/enduit-professionnels/le-groupe-1')).toBe('/en/enduit-professionnels/le-groupe-1')
    expect(localizePath('https://example.com/en/x')).toBe('https://example.com/en/x')
    expect(localizePath('//cdn.example/x')).toBe('//cdn.example/x')
  })
  it('rebuilds French keywords of an English path in English', () => {
    expect(localizePath('/en/enduit-professionnels/categorie/enduits-de-lissage')).toBe(
      '/en/enduit-professionnels/category/enduits-de-lissage',
    )
    expect(localizePath('/en/enduit-particuliers/produit/lissafin-pate#packs')).toBe('/en/enduit-particuliers/product/lissafin-pate#packs')
    expect(localizePath('/en/enduit-professionnels/categorie')).toBe('/en/enduit-professionnels/category')
  })
  it('goes to the French page when the route has no English version', () => {
    expect(localizePath('/en/enduit-professionnels/calculateur-de-quantite')).toBe('/fr/enduit-professionnels/calculateur-de-quantite')
    expect(localizePath('/en/enduit-particuliers/dossier/video')).toBe('/fr/enduit-particuliers/dossier/video')
  })
  it('leaves paths that match nothing', () => {
    expect(localizePath('/en/enduit-professionnels/produit')).toBe('/en/enduit-professionnels/produit')
    expect(localizePath('/media/x.pdf')).toBe('/media/x.pdf')
  })
})
