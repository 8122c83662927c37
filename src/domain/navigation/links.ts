import { build, buildRoute, parse, routeExists } from '@/domain/routing/routes'
import { localizePath, splitSitePath } from './localize-path'
import type { Locale, RouteName, Target } from '@/domain/routing/types'
import { TARGET_SEGMENT } from '@/domain/routing/types'

/** Code that opens the choice-guide modal instead of navigating (spec §2). */
export const GUIDE_CODE = 'guide_de_choix'

const ROUTE_CODES = new Set<string>([
  'home',
  'contact',
  'confirmation',
  'colorimetry',
  'trainings',
  'dossiers',
  'faq',
  'careers',
  'spontaneousApplication',
  'news',
  'siteMap',
  'category',
  'comparator',
  'favourites',
  'calculator',
  'storeLocator',
  'downloads',
  'technicalDocumentation',
  'worksiteStart',
])

/** True when `url` leaves the site: absolute with another host. */
export function isExternalUrl(url: string, siteHosts: string[]): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return false
  try {
    const host = new URL(url.startsWith('//') ? `https:${url}` : url).hostname.toLowerCase()
    return !siteHosts.some((h) => h.toLowerCase() === host)
  } catch {
    return false
  }
}

/** Site-relative path of a `slug` menu entry: the slug is written after /{locale}/{target}/. */
export function slugHref(slug: string, target: Target, locale: Locale): string {
  const clean = slug.replace(/^\/+|\/+$/g, '')
  // Slugs are written with the French keywords (categorie/…): rebuilt in the page's locale.
  return clean ? localizePath(`/${locale}/${TARGET_SEGMENT[target]}/${clean}`) : build('home', { target }, locale)
}

/** Address of a `code` entry: a route name of the table, or null (actions, unknown codes). */
export function codeHref(code: string, target: Target, locale: Locale): string | null {
  if (code === GUIDE_CODE || !ROUTE_CODES.has(code)) return null
  const name = code as RouteName
  const effective: Locale = routeExists(name, locale) ? locale : 'fr'
  return build(name, { target }, effective)
}

/**
 * A site path moved to the page's locale when that route exists there: editors write
 * links once (in French); English pages then link to the English page, not the French one.
 */
export function inLocale(href: string, locale: Locale): string {
  const parts = splitSitePath(href)
  const route = parts ? parse(parts.path) : null
  if (!parts || !route || route.locale === locale || !routeExists(route.name, locale)) return href
  return buildRoute({ ...route, locale }) + parts.suffix
}
