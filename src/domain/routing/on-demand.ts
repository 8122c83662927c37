import type { Route } from './types'

/**
 * Pages whose addresses carry what a visitor typed (a search term) are rendered on each
 * request instead of being cached: there is no bound on how many there are, and the
 * static cache keeps every page it renders (decision 075). The edge rewrites them to the
 * on-demand route, `/{locale}/a-la-demande/{rest of the address}`, which the route table
 * does not know, so nobody reaches it directly.
 */
export const ON_DEMAND_SEGMENT = 'a-la-demande'

export function rendersOnDemand(route: Route): boolean {
  return route.name === 'results'
}

/**
 * Pages rendered on each request and never cached: search results (above) and the staff's
 * previews of drafts (their own force-dynamic route). Every other page of the route table is
 * cached; the edge gives these a nonce for their scripts, the cache the others' hashes (decision 089).
 */
export function rendersPerRequest(route: Route): boolean {
  return rendersOnDemand(route) || route.name === 'preview'
}

/** `/fr/enduit-professionnels/resultats/plâtre` → `/fr/a-la-demande/enduit-professionnels/resultats/plâtre`. */
export function onDemandPath(route: Route, pathname: string): string {
  return `/${route.locale}/${ON_DEMAND_SEGMENT}${pathname.slice(route.locale.length + 1)}`
}

/** The on-demand route's own address, which only the edge's rewrite may reach. */
export function isOnDemandAddress(pathname: string): boolean {
  return pathname.split('/')[2] === ON_DEMAND_SEGMENT
}
