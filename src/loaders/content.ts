/** Loaders of the editorial routes: news, FAQ, dossiers, downloads, technical documentation, site map. */
import 'server-only'
import { getCatalogue } from '@/data/catalogue'
import { getBrochures, getDossierBySlug, getDossiers, getFaq, getNews } from '@/data/content'
import { getJobs, getLandings } from '@/data/forms'
import { getPageIndex } from '@/data/pages'
import { collectTags, sheetGroups, sheetKindOf, tagLabel, withTag } from '@/domain/content/listing'
import { buildSiteMap } from '@/domain/content/site-map'
import { isDossierType } from '@/domain/routing/routes'
import type { Messages } from '@/i18n/messages'
import { labelled } from '@/i18n/punctuation'
import { format } from '@/i18n/template'
import type { PageLoader } from './types'

const tagName = (m: Messages, tag: string): string => (m.content.tagLabels as Record<string, string | undefined>)[tag] ?? tagLabel(tag)

/** News, optionally by tag: null (404) for a tag no item has. */
export const newsLoader: PageLoader = {
  async load(route, { m }) {
    const { segment } = route
    const all = await getNews(route.target, route.locale)
    const items = withTag(all, segment)
    if (segment !== undefined && items.length === 0) return null
    const title = m.routes[route.name]
    const heading = segment === undefined ? title : labelled(title, tagName(m, segment), route.locale)
    return {
      view: { kind: 'news', tag: segment, tags: collectTags(all), items },
      title: heading,
      description: m.content.newsIntro,
      subject: { kind: 'route', title },
    }
  },
  async existsFor({ segment, locale }, other) {
    return segment === undefined || (await getNews(other, locale)).some((item) => item.tags.includes(segment))
  },
}

/** FAQ, optionally by tag: null (404) for a tag no entry has. */
export const faqLoader: PageLoader = {
  async load(route, { m }) {
    const { segment } = route
    const all = await getFaq(route.target, route.locale)
    const entries = withTag(all, segment)
    if (segment !== undefined && entries.length === 0) return null
    const title = m.routes[route.name]
    const heading = segment === undefined ? title : labelled(title, tagName(m, segment), route.locale)
    return {
      view: { kind: 'faq', tag: segment, tags: collectTags(all), entries },
      title: heading,
      description: m.content.faqIntro,
      subject: { kind: 'route', title },
    }
  },
  async existsFor({ segment, locale }, other) {
    return segment === undefined || (await getFaq(other, locale)).some((entry) => entry.tags.includes(segment))
  },
}

export const dossiersLoader: PageLoader = {
  async load(route, { m }) {
    const type = isDossierType(route.segment) ? route.segment : undefined
    const all = await getDossiers(route.target, route.locale)
    const items = type === undefined ? all : all.filter((item) => item.type === type)
    const title = m.routes[route.name]
    const heading = type === undefined ? title : `${title} : ${m.content.dossierTypes[type]}`
    return {
      view: { kind: 'dossiers', type, items },
      title: heading,
      description: m.content.dossiersIntro,
      subject: { kind: 'route', title },
    }
  },
}

export const dossierLoader: PageLoader = {
  async load(route) {
    const dossier = route.slug === undefined ? null : await getDossierBySlug(route.target, route.locale, route.slug)
    if (!dossier) return null
    return {
      view: { kind: 'dossier', dossier },
      title: dossier.title,
      description: dossier.excerpt,
      image: dossier.cover,
      keepTarget: !dossier.targets.includes('pro'),
      subject: { kind: 'dossier', title: dossier.title },
    }
  },
  async existsFor(route, other) {
    return route.slug !== undefined && (await getDossierBySlug(other, route.locale, route.slug)) !== null
  },
}

export const downloadsLoader: PageLoader = {
  async load(route, { m }) {
    const title = m.routes[route.name]
    return {
      view: { kind: 'downloads', documents: await getBrochures(route.locale) },
      title,
      description: m.content.downloadsIntro,
      subject: { kind: 'route', title },
    }
  },
}

/** Technical documentation, optionally one kind of sheet: null (404) for an unknown kind. */
export const technicalDocumentationLoader: PageLoader = {
  async load(route, { m }) {
    const sheetKind = sheetKindOf(route.segment)
    if (sheetKind === null) return null
    const catalogue = await getCatalogue(route.target, route.locale)
    const title = m.routes[route.name]
    const heading = sheetKind === undefined ? title : `${title} : ${m.content.sheetTypes[sheetKind]}`
    return {
      view: { kind: 'technicalDocumentation', sheetKind, groups: sheetGroups(catalogue.products, sheetKind) },
      title: heading,
      description: m.content.documentationIntro,
      subject: { kind: 'route', title },
    }
  },
}

export const siteMapLoader: PageLoader = {
  async load(route, { m, settings }) {
    const { target, locale } = route
    const [catalogue, pages, news, dossiers, jobs, contests] = await Promise.all([
      getCatalogue(target, locale),
      getPageIndex(locale),
      getNews(target, locale),
      getDossiers(target, locale),
      getJobs(),
      getLandings(),
    ])
    const sections = buildSiteMap({
      target,
      locale,
      routeTitles: m.routes,
      sectionTitles: m.content.siteMap,
      categories: catalogue.categories,
      pages,
      news,
      dossiers,
      jobs,
      contests,
    })
    const title = m.routes[route.name]
    return {
      view: { kind: 'siteMap', sections },
      title,
      description: format(m.content.siteMapDescription, { brand: settings.brandName }),
      subject: { kind: 'route', title },
    }
  },
}
