/**
 * The catalogue queries of GET /product and GET /filters-products over one plan's
 * catalogue, on top of `listProducts` (src/domain/catalogue/listing.ts) so that the
 * API and the pages agree. Pure.
 */
import { categoryAndDescendants, DEFAULT_PER_PAGE, listProducts, TOP_PRODUCTS } from '@/domain/catalogue/listing'
import type { Listing, ListingSort, PriceRange } from '@/domain/catalogue/listing'
import type { Catalogue, CharacteristicDef, Product } from '@/domain/catalogue/types'
import type { Filter } from '@/domain/routing/types'
import { invalidParam } from './errors'
import { findCategory } from './map'

export interface ApiListingQuery {
  categories?: (number | string)[]
  caracteristics?: Record<string, string[]>
  text?: string
  price?: PriceRange
  orderBy?: ListingSort
  promoted?: boolean
  page?: number
  perPage?: number
}

/** Category refs (ids or slugs) of the plan → ids; an unknown one is a 400. */
export function resolveCategoryIds(catalogue: Catalogue, refs: (number | string)[]): number[] {
  return refs.map((ref) => {
    const category = findCategory(catalogue, ref)
    if (!category) throw invalidParam('categories', `Catégorie inconnue dans ce plan de vente : ${ref}`)
    return category.id
  })
}

/** `{ SUPPORT: ['beton'] }` → listing filters; an unknown characteristic is a 400. */
export function toListingFilters(catalogue: Catalogue, caracteristics: Record<string, string[]> = {}): Filter[] {
  const known = new Set(catalogue.characteristics.map((c) => c.technicalName))
  return Object.entries(caracteristics).flatMap(([code, values]) => {
    if (!known.has(code)) throw invalidParam(`caracteristics.${code}`, `Caractéristique inconnue : ${code}`)
    return values.map((value) => ({ code, value }))
  })
}

/** The catalogue restricted to products of the given categories (and their descendants). */
export function scopeToCategories(catalogue: Catalogue, categoryIds: number[]): Catalogue {
  if (categoryIds.length === 0) return catalogue
  const ids = new Set<number>()
  for (const id of categoryIds) for (const d of categoryAndDescendants(catalogue.categories, id)) ids.add(d)
  return { ...catalogue, products: catalogue.products.filter((p) => p.categoryIds.some((id) => ids.has(id))) }
}

/** Every matching product in listing order (listProducts pages through at most 100 per page). */
function allMatching(catalogue: Catalogue, query: Parameters<typeof listProducts>[1]): Product[] {
  const items: Product[] = []
  for (let page = 1; ; page++) {
    const listing = listProducts(catalogue, { ...query, page, perPage: 100 })
    items.push(...listing.items)
    if (page >= listing.pageCount) return items
  }
}

/**
 * GET /product. `promoted` keeps the top products; without an explicit `orderBy`
 * they come in their editorial order and 5 per page (spec §9).
 */
export function listForApi(catalogue: Catalogue, query: ApiListingQuery): Listing {
  const scoped = scopeToCategories(catalogue, resolveCategoryIds(catalogue, query.categories ?? []))
  const filters = toListingFilters(catalogue, query.caracteristics)
  const base = {
    filters,
    ...(query.text ? { text: query.text } : {}),
    ...(query.price ? { price: query.price } : {}),
    ...(query.promoted ? { promoted: true } : {}),
  }
  const perPage = query.perPage ?? (query.promoted ? TOP_PRODUCTS : DEFAULT_PER_PAGE)
  const page = query.page ?? 1
  if (!query.promoted || query.orderBy) {
    return listProducts(scoped, { ...base, ...(query.orderBy ? { sort: query.orderBy } : {}), page, perPage })
  }
  const first = listProducts(scoped, { ...base, page: 1, perPage })
  const ordered = allMatching(scoped, base).sort(
    (a, b) => (a.promotedOrder ?? 999) - (b.promotedOrder ?? 999) || a.name.localeCompare(b.name, 'fr'),
  )
  const start = (page - 1) * perPage
  return { ...first, items: ordered.slice(start, start + perPage), page }
}

/** Facets of the listing form of GET /filters-products (the plan's listing filters). */
export function listingFacets(catalogue: Catalogue, query: Pick<ApiListingQuery, 'categories' | 'caracteristics' | 'text' | 'price'>) {
  return facetsOver(catalogue, catalogue.characteristics, query)
}

function facetsOver(
  catalogue: Catalogue,
  characteristics: CharacteristicDef[],
  query: Pick<ApiListingQuery, 'categories' | 'caracteristics' | 'text' | 'price'>,
) {
  const scoped = scopeToCategories(catalogue, resolveCategoryIds(catalogue, query.categories ?? []))
  const filters = toListingFilters(catalogue, query.caracteristics)
  const narrowing = { ...(query.text ? { text: query.text } : {}), ...(query.price ? { price: query.price } : {}) }
  return listProducts({ ...scoped, characteristics }, { filters, ...narrowing, perPage: 1 }).facets
}

/** Characteristics of the plan's choice guide, in guide order. */
export function guideCharacteristics(catalogue: Catalogue): CharacteristicDef[] {
  const t = catalogue.target
  return catalogue.characteristics
    .filter((c) => c.usage[t].guide)
    .sort((a, b) => (a.usage[t].guideOrder ?? 999) - (b.usage[t].guideOrder ?? 999) || a.order - b.order)
}

/**
 * Facets of the choice-guide form: the guide's characteristics (whether or not they
 * are listing filters), in guide order, counted over the products that match the
 * choices already made (sent as `caracteristics`).
 */
export function guideFacets(catalogue: Catalogue, query: Pick<ApiListingQuery, 'categories' | 'caracteristics' | 'text' | 'price'>) {
  const t = catalogue.target
  const guide = guideCharacteristics(catalogue)
  const asFilters = guide.map((c) => ({ ...c, usage: { ...c.usage, [t]: { ...c.usage[t], filter: true } } }))
  return facetsOver(catalogue, asFilters, query)
}
