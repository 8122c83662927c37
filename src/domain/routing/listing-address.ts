import { buildRoute } from './routes'
import type { Filter, Route } from './types'

/** Reserved filter code of a listing's sort, `_TRI__{slug}` (decision 010); never a characteristic. */
export const SORT_FILTER_CODE = 'TRI'
/** Reserved filter code of the results route's type, `_TYPE__pages`; products need none. */
export const RESULT_TYPE_FILTER_CODE = 'TYPE'

const LISTING_ROUTES: ReadonlySet<Route['name']> = new Set<Route['name']>(['category', 'results', 'choiceGuide'])

function group(filter: Filter): number {
  if (filter.code === RESULT_TYPE_FILTER_CODE) return 0
  if (filter.code === SORT_FILTER_CODE) return 2
  return 1
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The one order of a listing's filter segments (decision 077): the results type, then the
 * characteristics by technical name and value, then the sort. It depends on the address
 * only, so the edge can check it and the order of the facets in the back office never
 * changes an address.
 */
export function orderListingFilters(filters: readonly Filter[]): Filter[] {
  return [...filters].sort((a, b) => group(a) - group(b) || compare(a.code, b.code) || compare(a.value, b.value))
}

/**
 * The address a listing's own links give the selection of this route, when the route
 * writes it in another order; null when it is already that address, when the route is not
 * a catalogue listing, or when a segment repeats (the page answers 404 to that).
 */
export function listingOwnAddress(route: Route): string | null {
  const filters = route.filters ?? []
  if (!LISTING_ROUTES.has(route.name) || filters.length < 2) return null
  const ordered = orderListingFilters(filters)
  if (ordered.every((filter, index) => filter === filters[index])) return null
  if (ordered.some((filter, index) => index > 0 && filter.code === ordered[index - 1]?.code && filter.value === ordered[index - 1]?.value))
    return null
  return buildRoute({ ...route, filters: ordered })
}
