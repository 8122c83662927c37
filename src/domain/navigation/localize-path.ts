import { build, parse, routeExists } from '@/domain/routing/routes'
import { LOCALES } from '@/domain/routing/types'

/** A site-relative address split into its path and its `?query#hash`; null for anything else. */
export function splitSitePath(href: string): { path: string; suffix: string } | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const cut = href.search(/[?#]/)
  return cut < 0 ? { path: href, suffix: '' } : { path: href.slice(0, cut), suffix: href.slice(cut) }
}

/**
 * A site path written with another locale's keywords, made valid: menus and CMS links
 * are stored as paths after `/{locale}/{target}/` in French ("categorie/…", "produit/…"),
 * which do not parse under `/en`. Such a path is rebuilt with the route table in its
 * locale, or in French when the route has no English version. Valid paths, external
 * addresses and paths that match no route in any locale are returned unchanged.
 */
export function localizePath(href: string): string {
  const parts = splitSitePath(href)
  if (!parts) return href
  const { path, suffix } = parts
  if (parse(path) !== null) return href
  const current = LOCALES.find((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`))
  if (current === undefined) return href
  for (const other of LOCALES) {
    if (other === current) continue
    const route = parse(`/${other}${path.slice(current.length + 1)}`)
    if (route) return `${build(route.name, route, routeExists(route.name, current) ? current : other)}${suffix}`
  }
  return href
}
