/**
 * Content links keep the visitor's audience (decision 130). A page shown to one audience
 * (professionals, prices excl. VAT; private customers, prices incl. VAT) may link to an
 * address of the other one: typed so by staff, or a page written once for both. Following
 * it would switch the menus and the price basis. Such a link is moved to the same address
 * in the page's audience when that address is a page there, and kept otherwise (the other
 * audience alone has it). A link to the other audience's home is a deliberate switch: kept.
 */
import { blockLinks, mapBlockLinks } from '@/domain/content/links'
import type { PageBlock } from '@/domain/content/types'
import { rendersPerRequest } from '@/domain/routing/on-demand'
import { buildRoute, parse } from '@/domain/routing/routes'
import type { Target } from '@/domain/routing/types'
import { localizePath, splitSitePath } from './localize-path'

/**
 * The same address in `target`'s audience, or null when the rule does not apply: not a site
 * path, no route (after `localizePath`, which rebuilds French keywords in an English path),
 * already in `target`'s audience (a path without audience segment is the professionals'),
 * a home, or a page rendered per request (search results, previews: checking one would run
 * the search). The query and fragment are kept. Whether the result is a page is the caller's
 * question (`blocksInAudience`).
 */
export function inAudience(href: string, target: Target): string | null {
  const parts = splitSitePath(href)
  if (!parts) return null
  const route = parse(parts.path) ?? parse(splitSitePath(localizePath(parts.path))?.path ?? '')
  if (!route || route.target === target || route.name === 'home' || rendersPerRequest(route)) return null
  try {
    return buildRoute({ ...route, target }) + parts.suffix
  } catch {
    return null
  }
}

/** The path of a site address, without its query and fragment. */
const pathOf = (href: string): string => splitSitePath(href)?.path ?? href

/**
 * The blocks of a page shown to `target`'s audience, with each link into the other audience
 * moved to `inAudience`'s address when `isPage` says that address is a page (the resolution
 * that answers the address itself), else kept. `isPage` is asked once per distinct address,
 * all at once, and not at all when no link leaves the audience (the same array comes back).
 */
export async function blocksInAudience(
  blocks: PageBlock[],
  target: Target,
  isPage: (path: string) => Promise<boolean>,
): Promise<PageBlock[]> {
  const moved = new Map<string, string>()
  for (const href of blockLinks(blocks)) {
    const candidate = moved.has(href) ? null : inAudience(href, target)
    if (candidate !== null) moved.set(href, candidate)
  }
  if (moved.size === 0) return blocks
  const paths = [...new Set([...moved.values()].map(pathOf))]
  const answers = await Promise.all(paths.map((path) => isPage(path)))
  const pages = new Set(paths.filter((_, index) => answers[index]))
  return mapBlockLinks(blocks, (href) => {
    const candidate = moved.get(href)
    return candidate !== undefined && pages.has(pathOf(candidate)) ? candidate : href
  })
}
