import 'server-only'
import { getCatalogue } from '@/data/catalogue'
import { getBrochures, getDossierBySlug, getDossiers, getFaq, getNews, type DossierTeaser } from '@/data/content'
import { getPageIndex } from '@/data/pages'
import type { DocumentFile } from '@/domain/catalogue/types'
import { collectTags, sheetGroups, tagLabel, sheetKindOf, withTag, type SheetGroup, type SheetKind, type TagCount } from '@/domain/content/listing'
import { buildSiteMap, type SiteMapSection } from '@/domain/content/site-map'
import type { Dossier, FaqEntry, Teaser } from '@/domain/content/types'
import type { BreadcrumbSubject } from '@/domain/navigation/breadcrumb'
import { isDossierType, type DossierType } from '@/domain/routing/routes'
import type { Route } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'
import { format } from '@/i18n/template'

/** Views of the editorial routes (news, dossiers, FAQ, downloads, documentation, site map). */
export type ContentView =
  | { kind: 'news'; tag: string | undefined; tags: TagCount[]; items: Teaser[] }
  | { kind: 'faq'; tag: string | undefined; tags: TagCount[]; entries: FaqEntry[] }
  | { kind: 'dossiers'; type: DossierType | undefined; items: DossierTeaser[] }
  | { kind: 'dossier'; dossier: Dossier }
  | { kind: 'downloads'; documents: DocumentFile[] }
  | { kind: 'technicalDocumentation'; sheetKind: SheetKind | undefined; groups: SheetGroup[] }
  | { kind: 'siteMap'; sections: SiteMapSection[] }

export interface LoadedContent {
  view: ContentView
  title: string
  description: string | null
  noindex?: boolean
  image?: Dossier['cover']
  keepTarget?: boolean
  subject: BreadcrumbSubject
}

const tagName = (m: Messages, tag: string): string => (m.content.tagLabels as Record<string, string | undefined>)[tag] ?? tagLabel(tag)

const routeSubject = (title: string): BreadcrumbSubject => ({ kind: 'route', title })

/**
 * The editorial routes' data. `undefined`: not an editorial route; `null`: 404
 * (unknown tag, type or dossier).
 */
export async function loadContentView(route: Route, m: Messages, brand: string): Promise<LoadedContent | null | undefined> {
  const { target, locale, segment } = route
  const title = m.routes[route.name]
  switch (route.name) {
    case 'news': {
      const all = await getNews(target, locale)
      const items = withTag(all, segment)
      if (segment !== undefined && items.length === 0) return null
      const heading = segment === undefined ? title : `${title} : ${tagName(m, segment)}`
      return { view: { kind: 'news', tag: segment, tags: collectTags(all), items }, title: heading, description: m.content.newsIntro, subject: routeSubject(title) }
    }
    case 'faq': {
      const all = await getFaq(target, locale)
      const entries = withTag(all, segment)
      if (segment !== undefined && entries.length === 0) return null
      const heading = segment === undefined ? title : `${title} : ${tagName(m, segment)}`
      return { view: { kind: 'faq', tag: segment, tags: collectTags(all), entries }, title: heading, description: m.content.faqIntro, subject: routeSubject(title) }
    }
    case 'dossiers': {
      const type = isDossierType(segment) ? segment : undefined
      const all = await getDossiers(target, locale)
      const items = type === undefined ? all : all.filter((item) => item.type === type)
      const heading = type === undefined ? title : `${title} : ${m.content.dossierTypes[type]}`
      return { view: { kind: 'dossiers', type, items }, title: heading, description: m.content.dossiersIntro, subject: routeSubject(title) }
    }
    case 'dossier': {
      const dossier = route.slug === undefined ? null : await getDossierBySlug(target, locale, route.slug)
      if (!dossier) return null
      return {
        view: { kind: 'dossier', dossier },
        title: dossier.title,
        description: dossier.excerpt,
        image: dossier.cover,
        keepTarget: !dossier.targets.includes('pro'),
        subject: routeSubject(dossier.title),
      }
    }
    case 'downloads':
      return { view: { kind: 'downloads', documents: await getBrochures(locale) }, title, description: m.content.downloadsIntro, subject: routeSubject(title) }
    case 'technicalDocumentation': {
      const sheetKind = sheetKindOf(segment)
      if (sheetKind === null) return null
      const catalogue = await getCatalogue(target, locale)
      const heading = sheetKind === undefined ? title : `${title} : ${m.content.sheetTypes[sheetKind]}`
      return {
        view: { kind: 'technicalDocumentation', sheetKind, groups: sheetGroups(catalogue.products, sheetKind) },
        title: heading,
        description: m.content.documentationIntro,
        subject: routeSubject(title),
      }
    }
    case 'siteMap': {
      const [catalogue, pages, news, dossiers] = await Promise.all([getCatalogue(target, locale), getPageIndex(locale), getNews(target, locale), getDossiers(target, locale)])
      const sections = buildSiteMap({
        target,
        locale,
        routeTitles: m.routes,
        sectionTitles: m.content.siteMap,
        categories: catalogue.categories,
        pages,
        news,
        dossiers,
      })
      return { view: { kind: 'siteMap', sections }, title, description: format(m.content.siteMapDescription, { brand }), subject: routeSubject(title) }
    }
    default:
      return undefined
  }
}

/** Does the editorial page exist for the other audience? `undefined`: not an editorial route. */
export async function contentExistsFor(route: Route, other: Route['target']): Promise<boolean | undefined> {
  const { locale, segment } = route
  switch (route.name) {
    case 'dossier':
      return route.slug !== undefined && (await getDossierBySlug(other, locale, route.slug)) !== null
    case 'news':
      return segment === undefined || (await getNews(other, locale)).some((item) => item.tags.includes(segment))
    case 'faq':
      return segment === undefined || (await getFaq(other, locale)).some((entry) => entry.tags.includes(segment))
    default:
      return undefined
  }
}
