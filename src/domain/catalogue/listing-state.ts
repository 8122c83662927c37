/**
 * Listing state carried by the URL path (decision 010): facet filters `_CODE__value`,
 * the sort as the reserved filter `_TRI__{slug}` and the page `_p__N`. Pure, so the
 * category and results pages build every link the same way, and tested.
 */
import type { ListingSort } from '@/domain/catalogue/listing'
import { foldWords } from '@/domain/format/fold'
import { orderListingFilters, SORT_FILTER_CODE } from '@/domain/routing/listing-address'
import type { Filter } from '@/domain/routing/types'

/**
 * URL form of a characteristic value. Enum values are already slugs and stay as they
 * are; numbers and free texts ("0.5", "1,4 kg/m²/mm") become slugs ("0-5",
 * "1-4-kg-m2-mm"), so that every facet value can be written in a `_CODE__value` segment.
 */
export function filterValueSlug(value: string): string {
  return foldWords(value, '-')
}

export const SORT_SLUGS: Readonly<Record<ListingSort, string>> = {
  relevance: 'pertinence',
  'name-asc': 'nom-az',
  'name-desc': 'nom-za',
  newest: 'nouveautes',
  // By the plan's « à partir de » price (decision 087), unpriced products last.
  price_asc: 'prix-croissant',
  price_desc: 'prix-decroissant',
}

/** Sort links in display order; the first is the default and is never written. */
export const SORT_ORDER: readonly ListingSort[] = ['relevance', 'name-asc', 'name-desc', 'newest', 'price_asc', 'price_desc']
export const DEFAULT_SORT: ListingSort = 'relevance'

export interface ListingState {
  /** Facet filters only (no sort), in URL order. */
  filters: Filter[]
  sort: ListingSort
  page: number
}

function sortFromSlug(slug: string): ListingSort | undefined {
  return SORT_ORDER.find((sort) => SORT_SLUGS[sort] === slug)
}

/**
 * Listing state of a parsed route. Null (→ 404) when the sort segment is unknown or
 * repeated, or when a filter segment is repeated: each listing has one address.
 */
export function readListingState(filters: readonly Filter[] | undefined, page: number | undefined): ListingState | null {
  let sort: ListingSort | undefined
  const facets: Filter[] = []
  const seen = new Set<string>()
  for (const filter of filters ?? []) {
    if (filter.code === SORT_FILTER_CODE) {
      const parsed = sortFromSlug(filter.value)
      if (parsed === undefined || sort !== undefined) return null
      sort = parsed
      continue
    }
    const key = `${filter.code}__${filter.value}`
    if (seen.has(key)) return null
    seen.add(key)
    facets.push({ code: filter.code, value: filter.value })
  }
  return { filters: facets, sort: sort ?? DEFAULT_SORT, page: page ?? 1 }
}

/** Route params of a state: facet filters then the sort (omitted when default), page 1 omitted. */
export function listingParams(state: ListingState): { filters?: Filter[]; page?: number } {
  const filters = [...state.filters]
  if (state.sort !== DEFAULT_SORT) filters.push({ code: SORT_FILTER_CODE, value: SORT_SLUGS[state.sort] })
  const params: { filters?: Filter[]; page?: number } = {}
  if (filters.length > 0) params.filters = filters
  if (state.page > 1) params.page = state.page
  return params
}

/**
 * Adds the filter, or removes it when already there; back to page 1. Filters are kept in
 * the listing's one order (decision 077): the same selection always gives the same address.
 */
export function toggleFilter(state: ListingState, filter: Filter): ListingState {
  const present = state.filters.some((f) => f.code === filter.code && f.value === filter.value)
  const filters = present
    ? state.filters.filter((f) => !(f.code === filter.code && f.value === filter.value))
    : orderListingFilters([...state.filters, filter])
  return { ...state, filters, page: 1 }
}

/** No facet filter left (the sort is kept); back to page 1. */
export function clearFilters(state: ListingState): ListingState {
  return { ...state, filters: [], page: 1 }
}

export function withSort(state: ListingState, sort: ListingSort): ListingState {
  return { ...state, sort, page: 1 }
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page }
}

/**
 * Page numbers to link in a pagination: first, last, current and its neighbours;
 * `null` marks a gap. E.g. (5, 10) → [1, null, 4, 5, 6, null, 10].
 */
export function paginationItems(current: number, count: number): (number | null)[] {
  const pages = new Set<number>([1, count, current - 1, current, current + 1])
  const sorted = [...pages].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b)
  const items: (number | null)[] = []
  for (const page of sorted) {
    const previous = items[items.length - 1]
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) items.push(null)
    items.push(page)
  }
  return items
}
