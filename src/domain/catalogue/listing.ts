/**
 * Category and search listings over one plan's catalogue: filters, facet counts,
 * sort and pagination. Pure functions, so the API and the pages agree.
 */
import { z } from 'zod'
import { fromPrice, roundHalfUp } from '@/domain/commerce/pricing'
import type { Cents } from '@/domain/commerce/types'
import type { Filter, Locale, Target } from '@/domain/routing/types'
import { formatValueWithUnit } from '@/domain/format/units'
import { foldWords } from '@/domain/format/fold'
import { PRICE_BUCKETS, priceBucketOf, type PriceBucketSlug } from './price-buckets'
import type { Catalogue, Category, CharacteristicDef, Product } from './types'
import { valuesAsList } from '@/domain/format/list'

/** Sorts of the listing pages (their URL slugs: listing-state.ts). */
export const SORTS = ['relevance', 'name-asc', 'name-desc', 'newest'] as const
export type Sort = (typeof SORTS)[number]
/** Sorts by the "from" price (decision 087, `orderBy` of GET /product); products without a price come last. */
export const PRICE_SORTS = ['price_asc', 'price_desc'] as const
export type PriceSort = (typeof PRICE_SORTS)[number]
/** Every sort a listing query takes. */
export const LISTING_SORTS = [...SORTS, ...PRICE_SORTS] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const DEFAULT_PER_PAGE = 12
export const TOP_PRODUCTS = 5

export interface ListingQuery {
  categoryId?: number | null
  filters?: Filter[]
  text?: string
  sort?: ListingSort
  /** Only products whose "from" price (cents, catalogue price of the plan) is within the range. */
  price?: PriceRange
  /**
   * The listing pages' price buckets (`_PRIX__…`, price-buckets.ts): only products whose
   * "from" price is in one of them. Given (even empty), the listing counts every bucket.
   */
  priceBuckets?: readonly PriceBucketSlug[]
  page?: number
  perPage?: number
  promoted?: boolean
  /** Products found by the search engine, best first: only these, in this order for relevance. */
  rankedIds?: readonly number[]
}

export interface FacetValue {
  value: string
  label: string
  count: number
  selected: boolean
}

export interface Facet {
  technicalName: string
  label: string
  unit: string | null
  values: FacetValue[]
}

export interface Listing {
  items: Product[]
  total: number
  page: number
  perPage: number
  pageCount: number
  facets: Facet[]
  /** The price buckets with their counts against the other filters, when the query asked for them (`priceBuckets`). */
  prices?: FacetValue[]
}

/** A category and all its descendants (ids). */
export function categoryAndDescendants(categories: Category[], rootId: number): Set<number> {
  const ids = new Set<number>([rootId])
  let grew = true
  while (grew) {
    grew = false
    for (const c of categories) {
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id)
        grew = true
      }
    }
  }
  return ids
}

/** Parent chain of a category, root first, the category itself last. */
export function categoryTrail(categories: Category[], id: number): Category[] {
  const byId = new Map(categories.map((c) => [c.id, c]))
  const trail: Category[] = []
  let current = byId.get(id)
  const seen = new Set<number>()
  while (current && !seen.has(current.id)) {
    seen.add(current.id)
    trail.unshift(current)
    current = current.parentId === null ? undefined : byId.get(current.parentId)
  }
  return trail
}

export function filterCharacteristics(catalogue: Catalogue): CharacteristicDef[] {
  return catalogue.characteristics.filter((c) => c.usage[catalogue.target].filter)
}

function valuesOf(product: Product, technicalName: string): string[] {
  return product.caracteristics.find((c) => c.technicalName === technicalName)?.values ?? []
}

/** Filters on the same characteristic are alternatives (OR); different ones all apply (AND). */
function groupFilters(filters: Filter[]): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>()
  for (const f of filters) {
    const set = groups.get(f.code) ?? new Set<string>()
    set.add(f.value)
    groups.set(f.code, set)
  }
  return groups
}

function matchesGroups(product: Product, groups: Map<string, Set<string>>, except?: string): boolean {
  for (const [code, wanted] of groups) {
    if (code === except) continue
    if (!valuesOf(product, code).some((v) => wanted.has(v))) return false
  }
  return true
}

function textScore(product: Product, terms: string[]): number {
  if (terms.length === 0) return 1
  const name = foldWords(product.name)
  const haystack = foldWords(`${product.name} ${product.reference} ${product.summary}`)
  let score = 0
  for (const term of terms) {
    if (!haystack.includes(term)) return 0
    score += name.includes(term) ? 2 : 1
  }
  if (foldWords(product.reference) === terms.join(' ')) score += 10
  return score
}

/** The catalogue's language as a site locale (English catalogues are 'en'; anything else reads as French). */
const localeOf = (catalogue: Catalogue): Locale => (catalogue.locale === 'en' ? 'en' : 'fr')

/** The label of a value: the enum's, or the number with its unit written for people (decision 102). */
function labelOf(def: CharacteristicDef, value: string, locale: Locale): string {
  const known = def.values.find((v) => v.slug === value)
  if (known) return known.label
  return formatValueWithUnit(value, def.unit, locale)
}

export function isAvailableIn(product: Product, target: Target): boolean {
  return product.targets.includes(target)
}

/** A price range on the "from" price, cents, both bounds inclusive; null = no bound. */
export interface PriceRange {
  min: Cents | null
  max: Cents | null
}

/** Highest bound of a price range, euros. */
export const PRICE_RANGE_MAX_EUROS = 1_000_000

export const PRICE_RANGE_MESSAGES = {
  json: 'price : JSON invalide (attendu : {"min": 10, "max": 50}, en euros)',
  object: 'price : objet {"min": euros, "max": euros} attendu',
  bound: `price : montant en euros attendu, de 0 à ${PRICE_RANGE_MAX_EUROS}`,
  order: 'price : le minimum dépasse le maximum',
} as const

/** One bound in euros (a number, or a number as text), absent when null. */
const euroBound = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(?:[.,]\d+)?$/)
        .transform((v) => Number(v.replace(',', '.'))),
    ],
    {
      error: PRICE_RANGE_MESSAGES.bound,
    },
  )
  .pipe(z.number().min(0, { error: PRICE_RANGE_MESSAGES.bound }).max(PRICE_RANGE_MAX_EUROS, { error: PRICE_RANGE_MESSAGES.bound }))
  .nullable()
  .optional()
  .transform((euros) => (euros === null || euros === undefined ? null : roundHalfUp(euros * 100)))

/**
 * The `price` parameter once read from its JSON text: `{"min": euros, "max": euros}`, either
 * bound optional, no other key → a range in cents. Negative, non-numeric or crossed bounds are
 * refused (the API answers 400).
 */
export const priceRangeSchema = z
  .strictObject({ min: euroBound, max: euroBound }, { error: PRICE_RANGE_MESSAGES.object })
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, { error: PRICE_RANGE_MESSAGES.order })

export type PriceRangeResult = { ok: true; range: PriceRange } | { ok: false; message: string }

/** The `price` parameter (JSON text, or the value already parsed) → a range in cents, or the reason it is refused. */
export function parsePriceRange(input: unknown): PriceRangeResult {
  let value = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown
    } catch {
      return { ok: false, message: PRICE_RANGE_MESSAGES.json }
    }
  }
  const parsed = priceRangeSchema.safeParse(value)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? PRICE_RANGE_MESSAGES.object }
  return { ok: true, range: parsed.data }
}

/** A product's "à partir de" price in the plan: its cheapest pack sold there, cents; null when none has a price. */
export function productFromPrice(product: Product, target: Target): Cents | null {
  return fromPrice(product.variants, target)
}

function inRange(price: Cents | null, range: PriceRange): boolean {
  if (range.min === null && range.max === null) return true
  if (price === null) return false
  return (range.min === null || price >= range.min) && (range.max === null || price <= range.max)
}

/** Price order: cheapest (or dearest) first, products without a price last. */
function byPrice(a: Cents | null, b: Cents | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return (a - b) * direction
}

export function listProducts(catalogue: Catalogue, query: ListingQuery = {}): Listing {
  const perPage = Math.max(1, Math.min(100, query.perPage ?? DEFAULT_PER_PAGE))
  const groups = groupFilters(query.filters ?? [])
  const terms = query.text ? foldWords(query.text).split(' ').filter(Boolean) : []

  let scoped = catalogue.products.filter((p) => isAvailableIn(p, catalogue.target))
  if (query.categoryId != null) {
    const ids = categoryAndDescendants(catalogue.categories, query.categoryId)
    scoped = scoped.filter((p) => p.categoryIds.some((id) => ids.has(id)))
  }
  if (query.promoted) scoped = scoped.filter((p) => p.promoted)
  const prices = new Map<number, Cents | null>(scoped.map((p) => [p.id, productFromPrice(p, catalogue.target)]))
  const range = query.price
  if (range) scoped = scoped.filter((p) => inRange(prices.get(p.id) ?? null, range))
  const scores = new Map<number, number>()
  if (query.rankedIds) {
    const count = query.rankedIds.length
    query.rankedIds.forEach((id, index) => scores.set(id, count - index))
    scoped = scoped.filter((p) => scores.has(p.id))
  }
  if (terms.length > 0) {
    scoped = scoped.filter((p) => {
      const s = textScore(p, terms)
      scores.set(p.id, s)
      return s > 0
    })
  }

  const wanted = new Set<string>(query.priceBuckets ?? [])
  const bucketOf = (p: Product) => priceBucketOf(prices.get(p.id) ?? null)
  const inBuckets = (p: Product) => {
    if (wanted.size === 0) return true
    const bucket = bucketOf(p)
    return bucket !== null && wanted.has(bucket)
  }

  const facets: Facet[] = filterCharacteristics(catalogue).map((def) => {
    const selected = groups.get(def.technicalName) ?? new Set<string>()
    const counts = new Map<string, number>()
    for (const p of scoped) {
      if (!inBuckets(p) || !matchesGroups(p, groups, def.technicalName)) continue
      for (const v of new Set(valuesOf(p, def.technicalName))) counts.set(v, (counts.get(v) ?? 0) + 1)
    }
    for (const v of selected) if (!counts.has(v)) counts.set(v, 0)
    const order = new Map(def.values.map((v, i) => [v.slug, i]))
    const values = [...counts.entries()]
      .map(([value, count]) => ({ value, label: labelOf(def, value, localeOf(catalogue)), count, selected: selected.has(value) }))
      .sort((a, b) => {
        const oa = order.get(a.value)
        const ob = order.get(b.value)
        if (oa !== undefined && ob !== undefined) return oa - ob
        const na = Number(a.value)
        const nb = Number(b.value)
        if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb
        return a.label.localeCompare(b.label, 'fr')
      })
    return { technicalName: def.technicalName, label: def.label, unit: def.unit, values }
  })

  let priceFacet: FacetValue[] | undefined
  if (query.priceBuckets) {
    const counts = new Map<string, number>()
    for (const p of scoped) {
      const bucket = bucketOf(p)
      if (bucket !== null && matchesGroups(p, groups)) counts.set(bucket, (counts.get(bucket) ?? 0) + 1)
    }
    priceFacet = PRICE_BUCKETS.map((b) => ({
      value: b.slug,
      label: b.label,
      count: counts.get(b.slug) ?? 0,
      selected: wanted.has(b.slug),
    })).filter((v) => v.count > 0 || v.selected)
  }

  const matching = scoped.filter((p) => inBuckets(p) && matchesGroups(p, groups))
  const sort = query.sort ?? 'relevance'
  const sorted = [...matching].sort((a, b) => {
    switch (sort) {
      case 'name-asc':
        return a.name.localeCompare(b.name, 'fr')
      case 'name-desc':
        return b.name.localeCompare(a.name, 'fr')
      case 'newest':
        return b.updatedAt.localeCompare(a.updatedAt) || a.id - b.id
      case 'price_asc':
      case 'price_desc':
        return (
          byPrice(prices.get(a.id) ?? null, prices.get(b.id) ?? null, sort === 'price_asc' ? 1 : -1) || a.name.localeCompare(b.name, 'fr')
        )
      default: {
        const bySCore = (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0)
        if (bySCore !== 0) return bySCore
        if (a.promoted !== b.promoted) return a.promoted ? -1 : 1
        return a.name.localeCompare(b.name, 'fr')
      }
    }
  })

  const total = sorted.length
  const pageCount = Math.max(1, Math.ceil(total / perPage))
  const page = Math.max(1, query.page ?? 1)
  const start = (page - 1) * perPage
  const listing: Listing = { items: sorted.slice(start, start + perPage), total, page, perPage, pageCount, facets }
  if (priceFacet) listing.prices = priceFacet
  return listing
}

/** The home page's top products (spec §9: 5), in their editorial order. */
export function topProducts(catalogue: Catalogue, count = TOP_PRODUCTS): Product[] {
  return catalogue.products
    .filter((p) => p.promoted && isAvailableIn(p, catalogue.target))
    .sort((a, b) => (a.promotedOrder ?? 999) - (b.promotedOrder ?? 999) || a.name.localeCompare(b.name, 'fr'))
    .slice(0, count)
}

/** Characteristics a plan shows on a product page, in order, with display labels. */
export function productCharacteristics(catalogue: Catalogue, product: Product): { technicalName: string; label: string; value: string }[] {
  const rows: { technicalName: string; label: string; value: string; order: number }[] = []
  for (const def of catalogue.characteristics) {
    if (!def.usage[catalogue.target].product) continue
    const values = valuesOf(product, def.technicalName)
    if (values.length === 0) continue
    rows.push({
      technicalName: def.technicalName,
      label: def.label,
      value: valuesAsList(values.map((v) => labelOf(def, v, localeOf(catalogue)))),
      order: def.order,
    })
  }
  return rows.sort((a, b) => a.order - b.order).map(({ order: _order, ...r }) => r)
}

/** Products related to one: the editor's choice first, then others of its first category. */
export function relatedProducts(catalogue: Catalogue, product: Product, count = 4): Product[] {
  const available = catalogue.products.filter((p) => p.id !== product.id && isAvailableIn(p, catalogue.target))
  const chosen = product.relatedIds.map((id) => available.find((p) => p.id === id)).filter((p): p is Product => Boolean(p))
  const first = product.categoryIds[0]
  const sameCategory = available.filter((p) => first !== undefined && p.categoryIds.includes(first) && !chosen.includes(p))
  return [...chosen, ...sameCategory].slice(0, count)
}
