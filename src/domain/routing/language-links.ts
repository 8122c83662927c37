/**
 * The header's language switch (decision 137): for each language, the page being read in
 * that language when its address is a page, else that language's home of the same audience.
 * A switch that led to a 404, or always to the home, would lose the reader's place.
 */
import { build, buildRoute, routeExists } from './routes'
import type { Locale, Route } from './types'
import { LOCALES } from './types'

/** Each language's name in itself, as a reader looking for their own language recognises it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { fr: 'Français', en: 'English' }

/**
 * The address of `route` in `locale`, without the listing's state (filters and page: their
 * values are words of one language), or null when the route table has no such address.
 */
export function routeIn(route: Route, locale: Locale): string | null {
  if (!routeExists(route.name, locale)) return null
  const moved: Route = { ...route, locale }
  delete moved.filters
  delete moved.page
  try {
    return buildRoute(moved)
  } catch {
    return null
  }
}

/**
 * The address of the current page in each language. `isPage` says whether an address is a
 * page (the resolution that answers it: a job offer exists in French only, an English CMS
 * page only where its content was translated); a language without it gets its home.
 */
export async function languageLinks(route: Route, isPage: (path: string) => Promise<boolean>): Promise<Record<Locale, string>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale): Promise<[Locale, string]> => {
      const same = routeIn(route, locale)
      if (locale === route.locale) return [locale, same ?? buildRoute(route)]
      if (same !== null && (await isPage(same))) return [locale, same]
      return [locale, build('home', { target: route.target }, locale)]
    }),
  )
  return Object.fromEntries(entries) as Record<Locale, string>
}

/**
 * Whether the page exists in every language (each link is the page itself, not a home): only
 * such a page's language is the reader's choice. Reading the cart, which exists in French only,
 * after the English pages must not make `/` open the French site next time.
 */
export function inEveryLanguage(route: Route, links: Record<Locale, string>): boolean {
  return LOCALES.every((locale) => links[locale] === routeIn(route, locale))
}

/** Each language's home of an audience: the switch of a page that is not in the route table. */
export function homeLinks(target: Route['target']): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, build('home', { target }, locale)])) as Record<Locale, string>
}
