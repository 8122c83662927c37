/**
 * From a pathname to a whole page: the route (src/domain/routing), its loader's view
 * (./table), the chrome's data, the audience switch, the breadcrumb and the SEO facts.
 */
import 'server-only'
import { cache } from 'react'
import { getMenus, getSettings } from '@/data/site'
import type { PageBlock } from '@/domain/content/types'
import { blocksInAudience } from '@/domain/navigation/audience-links'
import { buildBreadcrumb } from '@/domain/navigation/breadcrumb'
import { ourFillersHref } from '@/domain/routing/page-helpers'
import { inEveryLanguage, languageLinks } from '@/domain/routing/language-links'
import { switchTarget } from '@/domain/routing/plan'
import { build, buildRoute, parse } from '@/domain/routing/routes'
import type { Route, Target } from '@/domain/routing/types'
import { TARGETS } from '@/domain/routing/types'
import { breadcrumbJsonLd } from '@/domain/seo/jsonld'
import { env } from '@/env'
import { getMessages } from '@/i18n/messages'
import { loadViewContext } from './context'
import { LOADERS } from './table'
import type { ResolvedPage, View } from './types'

export const SITE_URL = env.SITE_URL.replace(/\/+$/, '')

async function audienceLinksOf(route: Route): Promise<Record<Target, string>> {
  const loader = LOADERS[route.name]
  const entries = await Promise.all(
    TARGETS.map(async (target): Promise<[Target, string]> => {
      if (target === route.target) return [target, buildRoute({ ...route, filters: undefined, page: undefined })]
      const exists = loader.existsFor ? await loader.existsFor(route, target) : true
      return [target, exists ? buildRoute(switchTarget(route, target)) : build('home', { target }, route.locale)]
    }),
  )
  return Object.fromEntries(entries) as Record<Target, string>
}

/**
 * The one decision of whether a pathname is a page: it parses to a route of the table and
 * that route's loader finds its content. Null → 404. The page itself (resolvePage) and the
 * hreflang alternates that point to it (isPage) both come from here. Deduplicated per request.
 */
const loadPath = cache(async (pathname: string) => {
  const route = parse(pathname)
  if (!route) return null
  const { target, locale } = route
  const m = getMessages(locale)
  const [settings, menus] = await Promise.all([getSettings(locale), getMenus(target, locale)])
  const loaded = await LOADERS[route.name].load(route, { m, settings, menus, siteUrl: SITE_URL })
  return loaded ? { route, m, settings, menus, loaded } : null
})

/** True when the pathname is a page (what the catch-all renders rather than its 404). */
export async function isPage(pathname: string): Promise<boolean> {
  return (await loadPath(pathname)) !== null
}

/**
 * The blocks of a page shown to `target`'s audience, each link into the other audience moved
 * to the same address in this one when that address is a page (`isPage`), else kept
 * (decision 130). The checks share `loadPath`'s per-request deduplication and the data cache.
 */
export function contentInAudience(blocks: PageBlock[], target: Target): Promise<PageBlock[]> {
  return blocksInAudience(blocks, target, isPage)
}

/** A view with content blocks (CMS page, dossier) with its links kept in `target`'s audience. */
async function viewInAudience(view: View, target: Target): Promise<View> {
  if (view.kind === 'page') {
    const blocks = await contentInAudience(view.page.blocks, target)
    return blocks === view.page.blocks ? view : { ...view, page: { ...view.page, blocks } }
  }
  if (view.kind === 'dossier') {
    const blocks = await contentInAudience(view.dossier.blocks, target)
    return blocks === view.dossier.blocks ? view : { ...view, dossier: { ...view.dossier, blocks } }
  }
  return view
}

/**
 * Everything the catch-all needs for a pathname. Null → 404. Deduplicated per request
 * (generateMetadata and the page share it); the data itself is in Next's data cache.
 */
export const resolvePage = cache(async (pathname: string): Promise<ResolvedPage | null> => {
  const found = await loadPath(pathname)
  if (!found) return null
  const { route, m, settings, menus, loaded } = found
  const { target, locale } = route
  // The view's links are settled here, never in loadPath: checking a linked page loads it
  // (loadPath), and that page's own links must not be checked in turn.
  // A page kept out of search engines (a search, the cart, an account page) is not loaded in the
  // other language to check it: its address answers wherever the route table has it.
  const noindex = loaded.noindex ?? false
  const [audienceLinks, languages, ctx, view] = await Promise.all([
    audienceLinksOf(route),
    languageLinks(route, noindex ? async () => true : isPage),
    loadViewContext(locale, target, settings),
    viewInAudience(loaded.view, target),
  ])
  const breadcrumb = buildBreadcrumb(route, loaded.subject, {
    labels: { ...m.breadcrumb, routes: m.routes },
    ourFillersHref: ourFillersHref(settings, target, locale),
  })
  const jsonLd = [...(loaded.jsonLd ?? [])]
  if (breadcrumb.length > 0) jsonLd.push(breadcrumbJsonLd(SITE_URL, breadcrumb))
  return {
    route,
    view,
    title: loaded.title,
    description: loaded.description,
    keepTarget: loaded.keepTarget ?? false,
    image: loaded.image ?? null,
    noindex,
    article: loaded.article ?? null,
    jsonLd,
    audienceLinks,
    languageLinks: languages,
    inEveryLanguage: inEveryLanguage(route, languages),
    breadcrumb,
    settings,
    menus,
    ctx,
  }
})
