import { URL_INDEX_TAGS } from '@/freshness'
import { createUrlIndex, UNKNOWN_URL_INDEX, type UrlIndexData } from '@/domain/catalogue/url-index'
import type { Route } from '@/domain/routing/types'
import { edgeTable } from './edge-table'

const urlIndex = edgeTable(
  '/api/internal/catalogue-index',
  URL_INDEX_TAGS,
  (json) => createUrlIndex(json as UrlIndexData),
  () => UNKNOWN_URL_INDEX,
)

/**
 * True when a route names a product, category or page that does not exist. A miss is
 * checked again against a fresh table, so that a page published a moment ago is found;
 * while the index cannot be read, nothing is called missing (the pages decide).
 */
export async function isMissingEntity(route: Route, origin: string): Promise<boolean> {
  if (!(await urlIndex(origin)).isMissing(route)) return false
  return (await urlIndex(origin, { maxAgeMs: 1000 })).isMissing(route)
}
