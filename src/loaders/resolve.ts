/**
 * From a pathname to a whole page: the route (src/domain/routing), its loader's view
 * (./table), the chrome's data, the audience switch, the breadcrumb and the SEO facts.
 */
import 'server-only'
import { cache } from 'react'
import { getMenus, getSettings } from '@/data/site'
import { buildBreadcrumb } from '@/domain/navigation/breadcrumb'
import { ourFillersHref } from '@/domain/routing/page-helpers'
import { switchTarget } from '@/domain/routing/plan'
import { build, buildRoute, parse } from '@/domain/routing/routes'
import type { Route, Target } from '@/domain/routing/types'
import { TARGETS } from '@/domain/routing/types'
import { breadcrumbJsonLd } from '@/domain/seo/jsonld'
import { env } from '@/env'
import { getMessages } from '@/i18n/messages'
import { loadViewContext } from './context'
import { LOADERS } from './table'
import type { ResolvedPage } from './types'

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
 * Everything the catch-all needs for a pathname. Null → 404. Deduplicated per request
 * (generateMetadata and the page share it); the data itself is in Next's data cache.
 */
export const resolvePage = cache(async (pathname: string): Promise<ResolvedPage | null> => {
  const found = await loadPath(pathname)
  if (!found) return null
  const { route, m, settings, menus, loaded } = found
  const { target, locale } = route
  const [audienceLinks, ctx] = await Promise.all([audienceLinksOf(route), loadViewContext(locale, target, settings)])
  const breadcrumb = buildBreadcrumb(route, loaded.subject, {
    labels: { ...m.breadcrumb, routes: m.routes },
    ourFillersHref: ourFillersHref(settings, target, locale),
  })
  const jsonLd = [...(loaded.jsonLd ?? [])]
  if (breadcrumb.length > 0) jsonLd.push(breadcrumbJsonLd(SITE_URL, breadcrumb))
  return {
    route,
    view: loaded.view,
    title: loaded.title,
    description: loaded.description,
    keepTarget: loaded.keepTarget ?? false,
    image: loaded.image ?? null,
    noindex: loaded.noindex ?? false,
    article: loaded.article ?? null,
    jsonLd,
    audienceLinks,
    breadcrumb,
    settings,
    menus,
    ctx,
  }
})
