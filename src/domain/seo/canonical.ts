/**
 * Canonical link and hreflang alternates (spec §2).
 */
import { build, routeExists } from '@/domain/routing/routes'
import type { Locale, Route } from '@/domain/routing/types'
import { LOCALES } from '@/domain/routing/types'

/**
 * Canonical pathname of a route:
 * - the target segment is replaced by the pro one (written explicitly, e.g.
 *   `/fr/enduit-professionnels/produit/x`), except on home routes which keep their
 *   own target (`/fr`, `/fr/enduit-particuliers`), and except with `keepTarget`
 *   (content that does not exist in the pro plan);
 * - filters are dropped, the page segment is kept.
 */
export function canonicalPath(route: Route, opts?: { keepTarget?: boolean }): string {
  const keepTarget = opts?.keepTarget === true || route.name === 'home'
  const params: Route = { ...route, target: keepTarget ? route.target : 'pro' }
  delete params.filters
  return build(route.name, params, route.locale)
}

/**
 * hreflang alternates: one entry per locale where the route exists (and can be built:
 * a CMS slug starting with another locale's keyword has no alternate), each with the
 * canonical pathname in that locale. Same options as canonicalPath.
 */
export function alternates(route: Route, opts?: { keepTarget?: boolean }): { locale: Locale; path: string }[] {
  return LOCALES.flatMap((locale) => {
    if (!routeExists(route.name, locale)) return []
    try {
      return [{ locale, path: canonicalPath({ ...route, locale }, opts) }]
    } catch {
      return []
    }
  })
}
