/**
 * Every public page of the route table, shared by the two routes that serve them: the
 * static/ISR catch-all and the on-demand one the edge sends search results to (decision 075).
 */
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { alternates, canonicalPath } from '@/domain/routing/seo'
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, webSiteJsonLd, type JsonLd } from '@/domain/seo/jsonld'
import { isLocale } from '@/domain/routing/routes'
import { getSettings } from '@/data/site'
import { env } from '@/env'
import { getMessages } from '@/i18n/messages'
import { format } from '@/i18n/template'
import { pickVariant } from '@/domain/catalogue/visual'
import { JsonLdScript } from '@/components/ui/JsonLdScript'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { mainVisual } from '@/domain/catalogue/visual'
import { CategoryPage } from '@/components/pages/CategoryPage'
import { ContentPage } from '@/components/pages/ContentPage'
import { ContentViews } from '@/components/pages/ContentViews'
import { FormViews } from '@/components/pages/FormViews'
import { HomePage } from '@/components/pages/HomePage'
import { ProductPage } from '@/components/pages/ProductPage'
import { ResultsPage } from '@/components/pages/ResultsPage'
import { ChoiceGuidePage } from '@/components/guide/ChoiceGuidePage'
import { ShortlistView } from '@/components/shortlist/ShortlistPages'
import { UpcomingPage } from '@/components/pages/UpcomingPage'
import { CalculatorPage } from '@/components/tools/CalculatorPage'
import { ColorimetryPage } from '@/components/tools/ColorimetryPage'
import { StoreLocatorPage } from '@/components/tools/StoreLocatorPage'
import type { ViewContext } from '@/loaders/types'
import { ourFillersHref, pathnameOf } from '@/domain/routing/page-helpers'
import { resolvePage, type ResolvedPage } from '@/loaders/resolve'

const SITE_URL = env.SITE_URL.replace(/\/+$/, '')

function absolute(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${SITE_URL}${path}`
}

function seoLinks(resolved: ResolvedPage): { canonical: string; languages: Record<string, string> } {
  const options = { keepTarget: resolved.keepTarget }
  const canonical = absolute(canonicalPath(resolved.route, options))
  const languages: Record<string, string> = {}
  for (const alternate of alternates(resolved.route, options)) languages[alternate.locale] = absolute(alternate.path)
  languages['x-default'] = languages.fr ?? canonical
  return { canonical, languages }
}

/** The head of any public page: title, description, canonical, hreflang, Open Graph. */
export async function catchAllMetadata(locale: string, path: readonly string[] | undefined): Promise<Metadata> {
  const resolved = await resolvePage(pathnameOf(locale, path))
  if (!resolved) {
    const safeLocale = isLocale(locale) ? locale : 'fr'
    const settings = await getSettings(safeLocale)
    const m = getMessages(safeLocale)
    return { title: `${format(m.errors.header, { status: 404 })} | ${settings.brandName}`, robots: { index: false } }
  }
  const brand = resolved.settings.brandName
  const { canonical, languages } = seoLinks(resolved)
  const title = `${resolved.title} | ${brand}`
  const image = resolved.image ? pickVariant(resolved.image, 'large') : null
  const article = resolved.view.kind === 'page' && resolved.view.page.type === 'actualite' ? resolved.view.page : null
  return {
    title,
    description: resolved.description ?? undefined,
    alternates: { canonical, languages },
    robots: resolved.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      ...(article ? { type: 'article' as const, publishedTime: article.publishedAt ?? undefined, tags: article.tags } : { type: 'website' as const }),
      siteName: brand,
      title,
      description: resolved.description ?? undefined,
      url: canonical,
      locale: resolved.messages.meta.ogLocale,
      images: image && resolved.image ? [{ url: absolute(image.url), width: image.width || undefined, height: image.height || undefined, alt: resolved.image.alt }] : undefined,
    },
  }
}

function structuredData(resolved: ResolvedPage): JsonLd[] {
  const brand = resolved.settings.brandName
  const data: JsonLd[] = []
  const { route, view } = resolved
  if (view.kind === 'home') {
    data.push(
      organizationJsonLd({ name: brand, siteUrl: SITE_URL, logo: '/logo.svg', sameAs: resolved.settings.socials.map((s) => s.url) }),
      webSiteJsonLd({ name: brand, siteUrl: SITE_URL, inLanguage: route.locale }),
    )
  }
  if (view.kind === 'product') {
    const { product } = view
    const visual = mainVisual(product)
    const first = product.variants.find((variant) => variant.targets.includes(route.target))
    data.push(
      productJsonLd({
        siteUrl: SITE_URL,
        name: product.name,
        url: canonicalPath(route, { keepTarget: resolved.keepTarget }),
        sku: product.reference,
        gtin14: first?.gtin ?? null,
        images: visual ? [pickVariant(visual, 'large').url] : [],
        description: product.summary || product.description,
        brand,
      }),
    )
  }
  if (resolved.breadcrumb.length > 0) data.push(breadcrumbJsonLd(SITE_URL, resolved.breadcrumb))
  return data
}

/** Any public page of the route table, from its address (the 404 page when it names nothing). */
export async function CatchAll({ locale, path }: { locale: string; path?: readonly string[] }) {
  const pathname = pathnameOf(locale, path)
  const resolved = await resolvePage(pathname)
  if (!resolved) notFound()

  const { route, view, settings, messages } = resolved
  const ctx: ViewContext = { locale: route.locale, target: route.target, m: messages, brand: settings.brandName }
  const fillers = ourFillersHref(settings, route.target, route.locale)
  const jsonLd = structuredData(resolved)

  return (
    <SiteChrome ctx={ctx} settings={settings} menus={resolved.menus} audienceLinks={resolved.audienceLinks} breadcrumb={resolved.breadcrumb} pathname={pathname}>
      {view.kind === 'home' ? <HomePage ctx={ctx} categories={view.categories} top={view.top} pushes={view.pushes} ourFillersHref={fillers} /> : null}
      {view.kind === 'category' ? (
        <CategoryPage ctx={ctx} title={resolved.title} category={view.category} subCategories={view.children} listing={view.listing} state={view.state} />
      ) : null}
      {view.kind === 'product' ? <ProductPage ctx={ctx} catalogue={view.catalogue} product={view.product} /> : null}
      {view.kind === 'page' ? <ContentPage ctx={ctx} page={view.page} /> : null}
      {view.kind === 'results' ? (
        <ResultsPage ctx={ctx} title={resolved.title} search={view.search} listing={view.listing} state={view.state} results={view.results} ourFillersHref={fillers} />
      ) : null}
      {view.kind === 'choiceGuide' ? <ChoiceGuidePage ctx={ctx} title={resolved.title} guide={view.guide} listing={view.listing} state={view.state} /> : null}
      {view.kind === 'comparator' || view.kind === 'favourites' ? <ShortlistView ctx={ctx} title={resolved.title} kind={view.kind} /> : null}
      <ContentViews ctx={ctx} resolved={resolved} />
      <FormViews ctx={ctx} resolved={resolved} />
      {view.kind === 'calculator' ? <CalculatorPage ctx={ctx} title={resolved.title} catalogue={view.catalogue} /> : null}
      {view.kind === 'storeLocator' ? <StoreLocatorPage ctx={ctx} title={resolved.title} stores={view.stores} /> : null}
      {view.kind === 'colorimetry' ? <ColorimetryPage ctx={ctx} title={resolved.title} catalogue={view.catalogue} teintes={view.teintes} /> : null}
      {view.kind === 'upcoming' ? <UpcomingPage ctx={ctx} title={resolved.title} showContact={route.name !== 'contact'} /> : null}
      {jsonLd.length > 0 ? <JsonLdScript data={jsonLd.length === 1 ? (jsonLd[0] as JsonLd) : jsonLd} /> : null}
    </SiteChrome>
  )
}
