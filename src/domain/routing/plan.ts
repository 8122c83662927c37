/**
 * Sales plan ("audience") derived from the URL (spec §1) and the audience switch.
 */
import type { Route, Target } from './types'
import { LOCALES, TARGET_SEGMENT } from './types'

/**
 * Target of a pathname: 'part' when its target segment (right after the locale
 * prefix, or first when the path has no locale prefix) is `enduit-particuliers`;
 * 'pro' for the pro target segment or no target segment at all.
 * A query string or fragment is ignored.
 */
export function planFromPath(pathname: string): Target {
  const path = pathname.split(/[?#]/, 1)[0] ?? ''
  const segments = path.split('/').filter((segment) => segment !== '')
  const first = segments[0]
  const candidate = (LOCALES as readonly string[]).includes(first ?? '') ? segments[1] : first
  return candidate === TARGET_SEGMENT.part ? 'part' : 'pro'
}

/**
 * The same page for the other audience (header switch).
 * - Keeps the route name, locale, slug, search term, segment and choice-guide choices.
 * - Drops filters and page number: the catalogue and the displayed characteristics
 *   differ per plan, so they may not exist in the other plan.
 * - A preview URL carries no target segment: the route is returned unchanged.
 * Resetting the comparator is the caller's job (store), not the route's.
 */
export function switchTarget(route: Route, to: Target): Route {
  if (route.name === 'preview') return route
  const switched: Route = { ...route, target: to }
  delete switched.filters
  delete switched.page
  return switched
}
