import type { Route } from './types'

/**
 * True when only the page's loader can tell whether a route of the table is a page, so that the
 * edge asks the server (its internal page check) before letting the request through.
 *
 * The edge's own slug index (src/domain/catalogue/url-index.ts) knows the French products,
 * categories, pages and guides of each audience. A page's loader also answers 404 for what that
 * index does not hold: a filter value or a sort that does not exist, a page number past the last,
 * a news or FAQ tag with nothing under it, an unknown kind of documentation or guide choice, a
 * page that has no English version (a job offer under /en). Such a 404 decided while the page
 * renders (`notFound()`) reaches the browser as Next's empty error document (decision 132): the
 * edge sends these addresses to the complete 404 page itself.
 *
 * Previews are left out (their own route, behind the staff session); a search term alone never
 * makes a 404 (the results page of any term exists).
 */
export function needsPageCheck(route: Route): boolean {
  if (route.name === 'preview') return false
  if ((route.filters?.length ?? 0) > 0 || route.page !== undefined) return true
  if (route.segment !== undefined) return true
  if (route.choices !== undefined && Object.keys(route.choices).length > 0) return true
  return route.slug !== undefined && route.locale !== 'fr'
}
