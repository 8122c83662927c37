/**
 * The site map page (spec §2 "Site map"): the fixed routes of the route table, the
 * category tree, the CMS pages, the news, the dossiers, the job offers and the contests
 * of one audience. Job offers and contests exist in French only: listed on the French
 * site map (issue 22). Pure.
 */
import { build, routeExists } from '@/domain/routing/routes'
import type { Locale, RouteName, Target } from '@/domain/routing/types'

export interface SiteMapLink {
  label: string
  href: string
  children: SiteMapLink[]
}

export interface SiteMapSection {
  key: 'pages' | 'catalogue' | 'company' | 'news' | 'dossiers' | 'jobs' | 'contests'
  title: string
  links: SiteMapLink[]
}

/** Fixed routes listed on the site map, in this order (routes that need a parameter or a form result are left out). */
export const SITE_MAP_ROUTES: readonly RouteName[] = [
  'home',
  'category',
  'choiceGuide',
  'colorimetry',
  'calculator',
  'comparator',
  'favourites',
  'storeLocator',
  'technicalDocumentation',
  'downloads',
  'dossiers',
  'faq',
  'news',
  'trainings',
  'careers',
  'spontaneousApplication',
  'worksiteStart',
  'contact',
]

/** Routes that need parameters the site map cannot give. */
const NEEDS_PARAMS: ReadonlySet<RouteName> = new Set(['choiceGuide'])

export interface SiteMapInput {
  target: Target
  locale: Locale
  routeTitles: Record<RouteName, string>
  sectionTitles: Record<SiteMapSection['key'], string>
  categories: readonly { name: string; slug: string; parentId: number | null; id: number; order: number }[]
  pages: readonly { title: string; slug: string; type: 'generic' | 'actualite' | 'job'; targets: readonly Target[] }[]
  news: readonly { title: string; href: string }[]
  dossiers: readonly { title: string; href: string }[]
  /** Published job offers (pages of the careers section, French only). */
  jobs?: readonly { title: string; slug: string }[]
  /** Contest landing pages (French only), by technical name. */
  contests?: readonly { title: string; technicalName: string }[]
}

/** Address of a contest landing page (outside the route table: `/{locale}/landing/{name}`). */
export function landingPath(locale: Locale, name: string, confirmation = false): string {
  return `/${locale}/landing/${name}${confirmation ? '/confirmation' : ''}`
}

function pageTree(pages: SiteMapInput['pages'], target: Target, locale: Locale): SiteMapLink[] {
  const generic = pages
    .filter((page) => page.type === 'generic' && page.targets.includes(target))
    .sort((a, b) => a.slug.localeCompare(b.slug))
  const bySlug = new Map<string, SiteMapLink>()
  const roots: SiteMapLink[] = []
  for (const page of generic) {
    const link: SiteMapLink = { label: page.title, href: build('cmsPage', { target, slug: page.slug }, locale), children: [] }
    bySlug.set(page.slug, link)
    const parentSlug = page.slug.includes('/') ? page.slug.slice(0, page.slug.lastIndexOf('/')) : null
    const parent = parentSlug === null ? undefined : bySlug.get(parentSlug)
    if (parent) parent.children.push(link)
    else roots.push(link)
  }
  return roots.sort((a, b) => a.label.localeCompare(b.label, 'fr'))
}

function categoryTree(categories: SiteMapInput['categories'], parentId: number | null, target: Target, locale: Locale): SiteMapLink[] {
  return categories
    .filter((category) => category.parentId === parentId)
    .sort((a, b) => a.order - b.order)
    .map((category) => ({
      label: category.name,
      href: build('category', { target, slug: category.slug }, locale),
      children: categoryTree(categories, category.id, target, locale),
    }))
}

export function buildSiteMap(input: SiteMapInput): SiteMapSection[] {
  const { target, locale } = input
  const fixed = SITE_MAP_ROUTES.filter((name) => !NEEDS_PARAMS.has(name) && routeExists(name, locale)).map((name) => ({
    label: input.routeTitles[name],
    href: build(name, { target }, locale),
    children: name === 'category' ? categoryTree(input.categories, null, target, locale) : [],
  }))
  const sections: SiteMapSection[] = [
    { key: 'pages', title: input.sectionTitles.pages, links: fixed },
    { key: 'company', title: input.sectionTitles.company, links: pageTree(input.pages, target, locale) },
    { key: 'news', title: input.sectionTitles.news, links: input.news.map((item) => ({ ...item, label: item.title, children: [] })) },
    {
      key: 'dossiers',
      title: input.sectionTitles.dossiers,
      links: input.dossiers.map((item) => ({ ...item, label: item.title, children: [] })),
    },
    {
      key: 'jobs',
      title: input.sectionTitles.jobs,
      links:
        locale === 'fr'
          ? (input.jobs ?? []).map((job) => ({ label: job.title, href: build('cmsPage', { target, slug: job.slug }, 'fr'), children: [] }))
          : [],
    },
    {
      key: 'contests',
      title: input.sectionTitles.contests,
      links:
        locale === 'fr'
          ? (input.contests ?? []).map((contest) => ({
              label: contest.title,
              href: landingPath('fr', contest.technicalName),
              children: [],
            }))
          : [],
    },
  ]
  return sections
    .map((section) => ({ ...section, links: section.links.map(({ label, href, children }) => ({ label, href, children })) }))
    .filter((section) => section.links.length > 0)
}
