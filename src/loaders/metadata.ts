/** The head of a public page: title, description, canonical, hreflang, Open Graph. */
import 'server-only'
import type { Metadata } from 'next'
import { getSettings } from '@/data/site'
import { pickVariant } from '@/domain/catalogue/visual'
import { isLocale } from '@/domain/routing/routes'
import { canonicalPath, hreflangLanguages, pageAlternates } from '@/domain/seo/canonical'
import { listingFacets, listingTitle, selectedFilters } from '@/domain/catalogue/listing-title'
import type { PriceBucketSlug } from '@/domain/catalogue/price-buckets'
import { getMessages } from '@/i18n/messages'
import { colon } from '@/i18n/punctuation'
import { format } from '@/i18n/template'
import { isPage, SITE_URL } from './resolve'
import type { ResolvedPage } from './types'

function absolute(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${SITE_URL}${path}`
}

/**
 * Canonical and hreflang links: an alternate only where its address is a page (the same
 * resolution that answers that address), so that no language points to a 404. A page kept
 * out of search engines (search results, cart) declares none: they would be ignored, and
 * finding them would run the other language's loader (a search) on every request.
 */
async function seoLinks(resolved: ResolvedPage): Promise<{ canonical: string; languages: Record<string, string> }> {
  const options = { keepTarget: resolved.keepTarget }
  const canonical = absolute(canonicalPath(resolved.route, options))
  if (resolved.noindex) return { canonical, languages: {} }
  const languages = hreflangLanguages(await pageAlternates(resolved.route, options, isPage), canonical, absolute)
  return { canonical, languages }
}

/**
 * The title of a product listing (category, search results, choice guide) names its state: the
 * ticked criteria, a sort other than the default one and the page, as « Enduits de lissage –
 * Fonction : Lissage – Page 2 ». Each state is its own address, and a title that stayed the
 * listing's name made the route announcement of a screen reader say the same words after every
 * filter. The canonical link still drops the filters (canonicalPath). Other pages: their title.
 */
function headTitle(resolved: ResolvedPage): string {
  const { view, ctx } = resolved
  if (view.kind !== 'category' && view.kind !== 'results' && view.kind !== 'choiceGuide') return resolved.title
  const { m, locale, target } = ctx
  const facets = listingFacets(view.listing, {
    label: m.listing.priceFacet[target],
    buckets: m.listing.priceBuckets as Record<PriceBucketSlug, string>,
  })
  return listingTitle(resolved.title, view.state, selectedFilters(facets, view.state.filters), {
    sortBy: m.listing.sortBy,
    sorts: m.listing.sorts,
    page: (page) => format(m.listing.page, { page }),
    colon: colon(locale),
  })
}

/** The head of a page of the route table; `null` (no such page) gets the 404 page's title. */
export async function pageMetadata(resolved: ResolvedPage | null, locale: string): Promise<Metadata> {
  if (!resolved) {
    const safeLocale = isLocale(locale) ? locale : 'fr'
    const settings = await getSettings(safeLocale)
    const m = getMessages(safeLocale)
    return { title: `${format(m.errors.header, { status: 404 })} | ${settings.brandName}`, robots: { index: false } }
  }
  const brand = resolved.settings.brandName
  const { canonical, languages } = await seoLinks(resolved)
  const title = `${headTitle(resolved)} | ${brand}`
  const image = resolved.image ? pickVariant(resolved.image, 'large') : null
  const { article } = resolved
  return {
    title,
    description: resolved.description ?? undefined,
    alternates: { canonical, languages },
    robots: resolved.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      ...(article
        ? { type: 'article' as const, publishedTime: article.publishedAt ?? undefined, tags: article.tags }
        : { type: 'website' as const }),
      siteName: brand,
      // The page shared is the canonical one, without the listing's state.
      title: `${resolved.title} | ${brand}`,
      description: resolved.description ?? undefined,
      url: canonical,
      locale: resolved.ctx.m.meta.ogLocale,
      images:
        image && resolved.image
          ? [{ url: absolute(image.url), width: image.width || undefined, height: image.height || undefined, alt: resolved.image.alt }]
          : undefined,
    },
  }
}
