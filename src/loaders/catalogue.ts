/** Loaders of the catalogue routes: the audience's home, category listings, product pages and CMS pages. */
import 'server-only'
import { getCatalogue, plansWithProduct } from '@/data/catalogue'
import { getNews } from '@/data/content'
import { getPageBySlug, getPageIndex } from '@/data/pages'
import { getHomeVisual } from '@/data/site'
import { categoryTrail, listProducts, topProducts } from '@/domain/catalogue/listing'
import { homeHighlights } from '@/domain/content/highlights'
import { readListingState } from '@/domain/catalogue/listing-state'
import { splitPriceFilters } from '@/domain/catalogue/price-buckets'
import { defaultPack, packVisual, pickVariant } from '@/domain/catalogue/visual'
import { filtersToValues, productTrail } from '@/domain/routing/page-helpers'
import { ancestorSlugs, cmsParents } from '@/domain/navigation/breadcrumb'
import { canonicalPath } from '@/domain/seo/canonical'
import { organizationJsonLd, productJsonLd, webSiteJsonLd } from '@/domain/seo/jsonld'
import { format } from '@/i18n/template'
import { jobExists, jobLoader } from './forms'
import type { PageLoader } from './types'

export const homeLoader: PageLoader = {
  async load(route, { m, settings, menus, siteUrl }) {
    const { target, locale } = route
    const [catalogue, hero, news] = await Promise.all([
      getCatalogue(target, locale),
      getHomeVisual(target, locale),
      getNews(target, locale),
    ])
    const categories = catalogue.categories.filter((category) => category.parentId === null).sort((a, b) => a.order - b.order)
    const menuPushes = (menus[`menu_${target}`]?.items ?? []).flatMap((item) => item.pushes)
    const pushes = homeHighlights(menuPushes, news, m.home.newsLink)
    const brand = settings.brandName
    return {
      view: { kind: 'home', catalogue, categories, top: topProducts(catalogue), pushes, hero },
      image: hero,
      title: m.meta.homeTitle[target],
      description: format(m.meta.homeDescription[target], { brand }),
      subject: { kind: 'route', title: m.routes.home },
      jsonLd: [
        organizationJsonLd({ name: brand, siteUrl, logo: '/logo.svg', sameAs: settings.socials.map((s) => s.url) }),
        webSiteJsonLd({ name: brand, siteUrl, inLanguage: locale }),
      ],
    }
  },
}

export const categoryLoader: PageLoader = {
  async load(route, { m, settings }) {
    const { target, locale } = route
    const state = readListingState(route.filters, route.page)
    if (!state) return null
    const catalogue = await getCatalogue(target, locale)
    const category = route.slug === undefined ? null : (catalogue.categories.find((c) => c.slug === route.slug) ?? null)
    if (route.slug !== undefined && category === null) return null
    // A price bucket or a characteristic's value that does not exist: 404.
    const split = splitPriceFilters(state.filters)
    const filters = split ? filtersToValues(catalogue, split.filters) : null
    if (!split || !filters) return null
    const listing = listProducts(catalogue, {
      categoryId: category?.id ?? null,
      filters,
      priceBuckets: split.buckets,
      sort: state.sort,
      page: state.page,
    })
    if (state.page > listing.pageCount) return null
    const children = catalogue.categories.filter((c) => c.parentId === (category?.id ?? null)).sort((a, b) => a.order - b.order)
    const trail = category ? categoryTrail(catalogue.categories, category.id) : []
    const brand = settings.brandName
    return {
      view: { kind: 'category', catalogue, category, children, listing, state },
      title: category?.name ?? m.listing.allProducts,
      description: category
        ? category.summary || format(m.meta.categoryDescription, { name: category.name, brand })
        : format(m.meta.allProductsDescription, { brand }),
      keepTarget: category !== null && category.target !== 'pro',
      image: category?.cover ?? null,
      subject: { kind: 'category', categories: trail.map((c) => ({ name: c.name, slug: c.slug })) },
    }
  },
  async existsFor(route, other) {
    if (route.slug === undefined) return true
    const catalogue = await getCatalogue(other, route.locale)
    return catalogue.categories.some((category) => category.slug === route.slug)
  },
}

export const productLoader: PageLoader = {
  async load(route, { settings, siteUrl }) {
    const catalogue = await getCatalogue(route.target, route.locale)
    const product = catalogue.products.find((p) => p.slug === route.slug)
    // A product of the other plan only: 404 here (the API handles the plan switch).
    if (!product) return null
    const keepTarget = !product.targets.includes('pro')
    const first = defaultPack(product, route.target)
    // Open Graph and structured data show the pack the page selects first (decision 100).
    const visual = packVisual(product, first)
    return {
      view: { kind: 'product', catalogue, product },
      title: product.name,
      description: product.summary || null,
      keepTarget,
      image: visual,
      subject: {
        kind: 'product',
        product: { name: product.name, slug: product.slug },
        categories: productTrail(catalogue, product).map((c) => ({ name: c.name, slug: c.slug })),
      },
      jsonLd: [
        productJsonLd({
          siteUrl,
          name: product.name,
          url: canonicalPath(route, { keepTarget }),
          sku: product.reference,
          gtin14: first?.gtin ?? null,
          images: visual ? [pickVariant(visual, 'large').url] : [],
          description: product.summary || product.description,
          brand: settings.brandName,
        }),
      ],
    }
  },
  async existsFor(route, other) {
    return route.slug !== undefined && (await plansWithProduct(route.locale, route.slug)).includes(other)
  },
}

/** A CMS page of the audience, else a job offer (same address level, French only). */
export const cmsPageLoader: PageLoader = {
  async load(route, input) {
    const page = route.slug === undefined ? null : await getPageBySlug(route.target, route.locale, route.slug)
    if (!page) return jobLoader.load(route, input)
    const parents = ancestorSlugs(page.slug).length > 0 ? cmsParents(page.slug, route.target, await getPageIndex(route.locale)) : []
    return {
      view: { kind: 'page', page },
      title: page.title,
      description: page.excerpt,
      keepTarget: !page.targets.includes('pro'),
      image: page.cover,
      subject: { kind: 'page', title: page.title, type: page.type, parents },
      article: page.type === 'actualite' ? { publishedAt: page.publishedAt ?? null, tags: page.tags } : undefined,
    }
  },
  async existsFor(route, other) {
    if (route.slug === undefined) return false
    if ((await getPageBySlug(other, route.locale, route.slug)) !== null) return true
    // A job offer is the same for both audiences.
    return (await getPageBySlug(route.target, route.locale, route.slug)) === null && (await jobExists(route))
  },
}
