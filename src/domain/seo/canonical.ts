/**
 * Canonical link and hreflang alternates (spec §2).
 */
import { build, routeExists } from '@/domain/routing/routes'
import type { Locale, Route } from '@/domain/routing/types'
import { DEFAULT_LOCALE, LOCALES } from '@/domain/routing/types'

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

export interface Alternate {
  locale: Locale
  path: string
}

/**
 * hreflang candidates: one entry per locale where the route table has the route (and can
 * build it: a CMS slug starting with another locale's keyword has no alternate), each with
 * the canonical pathname in that locale. Same options as canonicalPath. The table knows
 * route names, not content (a job offer is a French CMS-level page only): a page's head
 * declares `pageAlternates`, never these.
 */
export function alternates(route: Route, opts?: { keepTarget?: boolean }): Alternate[] {
  return LOCALES.flatMap((locale) => {
    if (!routeExists(route.name, locale)) return []
    try {
      return [{ locale, path: canonicalPath({ ...route, locale }, opts) }]
    } catch {
      return []
    }
  })
}

/**
 * hreflang alternates of a page: the candidates of `alternates` whose address is a page,
 * as `isPage` (the resolution that answers the address itself) says. So a locale is
 * declared only where its address answers 200, for every page family, whatever rule
 * decides it (route table, content of that language, French-only job offers).
 */
export async function pageAlternates(
  route: Route,
  opts: { keepTarget?: boolean } | undefined,
  isPage: (path: string) => Promise<boolean>,
): Promise<Alternate[]> {
  const candidates = alternates(route, opts)
  const kept = await Promise.all(candidates.map((candidate) => isPage(candidate.path)))
  return candidates.filter((_, index) => kept[index])
}

/**
 * The head's `languages` record: each alternate's absolute address by locale, and
 * `x-default` on the French one (the site's default), else on the canonical.
 */
export function hreflangLanguages(
  alternatesOfPage: readonly Alternate[],
  canonical: string,
  absolute: (path: string) => string,
): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const alternate of alternatesOfPage) languages[alternate.locale] = absolute(alternate.path)
  languages['x-default'] = languages[DEFAULT_LOCALE] ?? canonical
  return languages
}
