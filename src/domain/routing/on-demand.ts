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

/** `/fr/enduit-professionnels/resultats/plâtre` → `/fr/a-la-demande/enduit-professionnels/resultats/plâtre`. */
export function onDemandPath(pathname: string): string {
  return pathname.replace(/^\/([a-z]{2})(?=\/|$)/, `/$1/${ON_DEMAND_SEGMENT}`)
}
