/**
 * Which entry of the main navigation is the current section (issue 22): the entry whose
 * own address, or one of whose sub-entries' addresses, is on the breadcrumb trail of the
 * page, the deepest crumb deciding. "Nos enduits" is current on a product (its trail goes
 * through "our fillers"), "Conseils" on an advice article, "Services" on the calculator;
 * nothing on the home page (no trail). Pure.
 */
import { localizePath, splitSitePath } from './localize-path'
import type { MenuLink } from './types'

export interface CurrentSection {
  /** Index of the top-level entry. */
  index: number
  /** True when that entry's own address is the current page (aria-current="page"), else "true". */
  page: boolean
}

function normalize(href: string): string | null {
  const parts = splitSitePath(localizePath(href))
  if (!parts) return null
  return parts.path.length > 1 ? parts.path.replace(/\/+$/, '') : parts.path
}

function addresses(link: MenuLink): string[] {
  const own = link.href !== null && !link.external ? normalize(link.href) : null
  return [...(own === null ? [] : [own]), ...link.childs.flatMap(addresses)]
}

/**
 * @param items top-level entries of the menu
 * @param trail addresses of the breadcrumb without home, root first; the last is the page
 */
export function currentSection(items: readonly MenuLink[], trail: readonly string[]): CurrentSection | null {
  const crumbs = trail.map(normalize)
  const page = crumbs.at(-1) ?? null
  const known = items.map(addresses)
  for (let depth = crumbs.length - 1; depth >= 0; depth--) {
    const crumb = crumbs[depth]
    if (crumb === null || crumb === undefined) continue
    const index = known.findIndex((list) => list.includes(crumb))
    if (index < 0) continue
    const own = items[index]?.href
    return { index, page: own !== null && own !== undefined && normalize(own) === page }
  }
  return null
}
