import type { MetadataRoute } from 'next'
import { getCatalogue } from '@/data/catalogue'
import { getDossiers } from '@/data/content'
import { getJobs, getLandings } from '@/data/forms'
import { getPageIndex } from '@/data/pages'
import { landingPath } from '@/domain/content/site-map'
import { build, routeExists } from '@/domain/routing/routes'
import type { Locale, RouteName, RouteParams } from '@/domain/routing/types'
import { LOCALES, TARGETS } from '@/domain/routing/types'
import { env } from '@/env'

/** Fixed pages listed for each audience (the French routes; English where it exists). */
const FIXED: RouteName[] = [
  'home',
  'category',
  'contact',
  'colorimetry',
  'trainings',
  'dossiers',
  'faq',
  'careers',
  'spontaneousApplication',
  'news',
  'siteMap',
  'comparator',
  'calculator',
  'storeLocator',
  'downloads',
  'technicalDocumentation',
  'worksiteStart',
]

/**
 * sitemap.xml: every public page of both audiences, in each language where it exists;
 * job offers (the careers pages, French) and contest landings once, at their canonical
 * address (issue 22).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries: MetadataRoute.Sitemap = []
  const add = (name: RouteName, params: RouteParams, locale: Locale, lastModified?: string) => {
    if (!routeExists(name, locale)) return
    entries.push({ url: `${env.SITE_URL}${build(name, params, locale)}`, ...(lastModified ? { lastModified } : {}) })
  }
  for (const locale of LOCALES) {
    const pages = await getPageIndex(locale)
    for (const target of TARGETS) {
      for (const name of FIXED) add(name, { target }, locale)
      const catalogue = await getCatalogue(target, locale)
      for (const c of catalogue.categories) add('category', { target, slug: c.slug }, locale)
      for (const p of catalogue.products) add('product', { target, slug: p.slug }, locale, p.updatedAt)
      for (const page of pages) if (page.targets.includes(target)) add('cmsPage', { target, slug: page.slug }, locale, page.updatedAt)
      if (locale === 'fr')
        for (const dossier of await getDossiers(target, locale))
          add('dossier', { target, slug: dossier.slug }, locale, dossier.publishedAt ?? undefined)
    }
  }
  for (const job of await getJobs()) add('cmsPage', { target: 'pro', slug: job.slug }, 'fr', job.publishedAt ?? undefined)
  for (const contest of await getLandings()) entries.push({ url: `${env.SITE_URL}${landingPath('fr', contest.technicalName)}` })
  return entries
}
