import 'server-only'
import { cache } from 'react'
import { getCatalogue, plansWithProduct } from '@/data/catalogue'
import { getPageBySlug } from '@/data/pages'
import { getMenus, getSettings } from '@/data/site'
import { getStoreList, type StoreListItem } from '@/data/stores'
import { getTeintes, type Teinte } from '@/data/teintes'
import type { Listing } from '@/domain/catalogue/listing'
import { categoryTrail, listProducts, topProducts } from '@/domain/catalogue/listing'
import type { Catalogue, Category, Image, Product } from '@/domain/catalogue/types'
import type { CmsPage } from '@/domain/content/types'
import { buildBreadcrumb, type BreadcrumbSubject, type Crumb } from '@/domain/navigation/breadcrumb'
import type { Menu, MenuPush } from '@/domain/navigation/types'
import { switchTarget } from '@/domain/routing/plan'
import { build, buildRoute, parse } from '@/domain/routing/routes'
import type { Route, Target } from '@/domain/routing/types'
import { TARGETS } from '@/domain/routing/types'
import type { SiteSettings } from '@/domain/site/types'
import { getMessages, type Messages } from '@/i18n/messages'
import { format } from '@/i18n/template'
import { mainVisual } from '@/domain/catalogue/visual'
import { readListingState, type ListingState } from '@/domain/catalogue/listing-state'
import { filtersToValues, ourFillersHref, productTrail } from '@/domain/routing/page-helpers'
import { loadGuide, loadResults, type GuideData, type ResultsData } from './discovery'
import { contentExistsFor, loadContentView, type ContentView } from './content'
import { loadFormView, loadJobView, type FormView } from './forms'

export type View =
  | { kind: 'home'; catalogue: Catalogue; categories: Category[]; top: Product[]; pushes: MenuPush[] }
  | { kind: 'category'; catalogue: Catalogue; category: Category | null; children: Category[]; listing: Listing; state: ListingState }
  | { kind: 'product'; catalogue: Catalogue; product: Product }
  | { kind: 'page'; page: CmsPage }
  | { kind: 'calculator'; catalogue: Catalogue }
  | { kind: 'storeLocator'; stores: StoreListItem[] }
  | { kind: 'colorimetry'; catalogue: Catalogue; teintes: Teinte[] }
  | { kind: 'results'; search: string; listing: Listing; state: ListingState; results: ResultsData }
  | { kind: 'choiceGuide'; catalogue: Catalogue; guide: GuideData; listing: Listing; state: ListingState }
  | { kind: 'comparator' }
  | { kind: 'favourites' }
  | { kind: 'upcoming' }
  | ContentView
  | FormView

export interface ResolvedPage {
  route: Route
  view: View
  /** Page title (h1, and the meta title before " | brand"). */
  title: string
  description: string | null
  /** The entity does not exist in the pro plan: the canonical keeps the target. */
  keepTarget: boolean
  /** Open Graph image. */
  image: Image | null
  noindex: boolean
  /** The current page for each audience, or that audience's home when it does not exist there. */
  audienceLinks: Record<Target, string>
  breadcrumb: Crumb[]
  settings: SiteSettings
  menus: Record<string, Menu>
  messages: Messages
}

type Loaded = Omit<ResolvedPage, 'route' | 'audienceLinks' | 'breadcrumb' | 'settings' | 'menus' | 'messages'> & {
  subject: BreadcrumbSubject
}

async function loadView(route: Route, m: Messages, brand: string, menus: Record<string, Menu>): Promise<Loaded | null> {
  const { target, locale } = route
  const base = { keepTarget: false, image: null, noindex: false }
  // Editorial routes (news, dossiers, FAQ, downloads, technical documentation, site map).
  const content = await loadContentView(route, m, brand)
  if (content !== undefined) return content && { ...base, ...content, image: content.image ?? null, keepTarget: content.keepTarget ?? false, noindex: content.noindex ?? false }
  // Form routes (contact, worksite start, careers, trainings, confirmation).
  const forms = await loadFormView(route, m)
  if (forms !== undefined) return forms && { ...base, ...forms, noindex: forms.noindex ?? false }
  switch (route.name) {
    case 'home': {
      const catalogue = await getCatalogue(target, locale)
      const categories = catalogue.categories.filter((category) => category.parentId === null).sort((a, b) => a.order - b.order)
      const pushes = (menus[`menu_${target}`]?.items ?? []).flatMap((item) => item.pushes)
      return {
        ...base,
        view: { kind: 'home', catalogue, categories, top: topProducts(catalogue), pushes },
        title: m.meta.homeTitle[target],
        description: format(m.meta.homeDescription[target], { brand }),
        subject: { kind: 'route', title: m.routes.home },
      }
    }
    case 'category': {
      const state = readListingState(route.filters, route.page)
      if (!state) return null
      const catalogue = await getCatalogue(target, locale)
      const category = route.slug === undefined ? null : (catalogue.categories.find((c) => c.slug === route.slug) ?? null)
      if (route.slug !== undefined && category === null) return null
      const filters = filtersToValues(catalogue, state.filters)
      if (!filters) return null
      const listing = listProducts(catalogue, { categoryId: category?.id ?? null, filters, sort: state.sort, page: state.page })
      if (state.page > listing.pageCount) return null
      const children = catalogue.categories.filter((c) => c.parentId === (category?.id ?? null)).sort((a, b) => a.order - b.order)
      const trail = category ? categoryTrail(catalogue.categories, category.id) : []
      return {
        ...base,
        view: { kind: 'category', catalogue, category, children, listing, state },
        title: category?.name ?? m.listing.allProducts,
        description: category
          ? category.summary || format(m.meta.categoryDescription, { name: category.name, brand })
          : format(m.meta.allProductsDescription, { brand }),
        keepTarget: category !== null && category.target !== 'pro',
        image: category?.cover ?? null,
        subject: { kind: 'category', categories: trail.map((c) => ({ name: c.name, slug: c.slug })) },
      }
    }
    case 'product': {
      const catalogue = await getCatalogue(target, locale)
      const product = catalogue.products.find((p) => p.slug === route.slug)
      // A product of the other plan only: 404 here (the API handles the plan switch).
      if (!product) return null
      return {
        ...base,
        view: { kind: 'product', catalogue, product },
        title: product.name,
        description: product.summary || null,
        keepTarget: !product.targets.includes('pro'),
        image: mainVisual(product),
        subject: {
          kind: 'product',
          product: { name: product.name, slug: product.slug },
          categories: productTrail(catalogue, product).map((c) => ({ name: c.name, slug: c.slug })),
        },
      }
    }
    case 'cmsPage': {
      const page = route.slug === undefined ? null : await getPageBySlug(target, locale, route.slug)
      if (!page) {
        // Job offers live in their own collection, at the same address level as pages (French only).
        const job = locale === 'fr' ? await loadJobView(route.slug) : null
        return job && { ...base, ...job }
      }
      return {
        ...base,
        view: { kind: 'page', page },
        title: page.title,
        description: page.excerpt,
        keepTarget: !page.targets.includes('pro'),
        image: page.cover,
        subject: { kind: 'page', title: page.title, type: page.type },
      }
    }
    case 'results': {
      const search = route.search ?? ''
      const found = await loadResults(route, search)
      if (!found) return null
      return {
        ...base,
        view: { kind: 'results', search, listing: found.listing, state: found.state, results: found.results },
        title: format(m.results.title, { search }),
        description: format(m.meta.resultsDescription, { search }),
        noindex: true,
        subject: { kind: 'route', title: format(m.results.title, { search }) },
      }
    }
    case 'calculator':
    case 'storeLocator':
    case 'colorimetry': {
      const tool = { ...base, title: m.routes[route.name], subject: { kind: 'route' as const, title: m.routes[route.name] } }
      if (route.name === 'calculator') {
        return { ...tool, view: { kind: 'calculator', catalogue: await getCatalogue(target, locale) }, description: m.calculator.intro }
      }
      if (route.name === 'storeLocator') {
        return { ...tool, view: { kind: 'storeLocator', stores: await getStoreList() }, description: m.stores.intro }
      }
      const [catalogue, teintes] = await Promise.all([getCatalogue(target, locale), getTeintes(locale)])
      return { ...tool, view: { kind: 'colorimetry', catalogue, teintes }, description: m.colorimetry.intro }
    }
    case 'choiceGuide': {
      const found = await loadGuide(route)
      if (!found) return null
      return {
        ...base,
        view: { kind: 'choiceGuide', catalogue: found.catalogue, guide: found.guide, listing: found.listing, state: found.state },
        title: found.guide.choices.length > 0 ? m.discovery.guide.pageTitle : m.discovery.guide.title,
        description: m.discovery.guide.intro,
        noindex: true,
        subject: { kind: 'route', title: m.routes.choiceGuide },
      }
    }
    case 'comparator':
    case 'favourites':
      return {
        ...base,
        view: { kind: route.name },
        title: m.routes[route.name],
        description: route.name === 'comparator' ? m.discovery.compare.intro : m.discovery.favourites.intro,
        noindex: true,
        subject: { kind: 'route', title: m.routes[route.name] },
      }
    default:
      // Routes of later issues: one sober page, so that menus never lead to a 404.
      return {
        ...base,
        view: { kind: 'upcoming' },
        title: m.routes[route.name],
        description: m.upcoming.text,
        noindex: route.name === 'preview' || route.name === 'confirmation',
        subject: { kind: 'route', title: m.routes[route.name] },
      }
  }
}

/** Does the same page exist for another audience? */
async function existsFor(route: Route, other: Target): Promise<boolean> {
  const content = await contentExistsFor(route, other)
  if (content !== undefined) return content
  switch (route.name) {
    case 'preview':
      return false
    case 'product':
      return route.slug !== undefined && (await plansWithProduct(route.locale, route.slug)).includes(other)
    case 'category': {
      if (route.slug === undefined) return true
      const catalogue = await getCatalogue(other, route.locale)
      return catalogue.categories.some((category) => category.slug === route.slug)
    }
    case 'cmsPage':
      if (route.slug === undefined) return false
      if ((await getPageBySlug(other, route.locale, route.slug)) !== null) return true
      // A job offer is the same for both audiences.
      return route.locale === 'fr' && (await getPageBySlug(route.target, route.locale, route.slug)) === null && (await loadJobView(route.slug)) !== null
    default:
      return true
  }
}

async function audienceLinksOf(route: Route): Promise<Record<Target, string>> {
  const entries = await Promise.all(
    TARGETS.map(async (target): Promise<[Target, string]> => {
      if (target === route.target) return [target, buildRoute({ ...route, filters: undefined, page: undefined })]
      const exists = await existsFor(route, target)
      return [target, exists ? buildRoute(switchTarget(route, target)) : build('home', { target }, route.locale)]
    }),
  )
  return Object.fromEntries(entries) as Record<Target, string>
}

/**
 * Everything the catch-all needs for a pathname: the route, its data, the chrome's
 * data, the breadcrumb and the SEO facts. Null → 404. Deduplicated per request
 * (generateMetadata and the page share it); the data itself is in Next's data cache.
 */
export const resolvePage = cache(async (pathname: string): Promise<ResolvedPage | null> => {
  const route = parse(pathname)
  if (!route) return null
  const { target, locale } = route
  const messages = getMessages(locale)
  const [settings, menus] = await Promise.all([getSettings(locale), getMenus(target, locale)])
  const loaded = await loadView(route, messages, settings.brandName, menus)
  if (!loaded) return null
  const { subject, ...rest } = loaded
  const audienceLinks = await audienceLinksOf(route)
  const breadcrumb = buildBreadcrumb(route, subject, {
    labels: messages.breadcrumb,
    ourFillersHref: ourFillersHref(settings, target, locale),
  })
  return { route, ...rest, audienceLinks, breadcrumb, settings, menus, messages }
})
