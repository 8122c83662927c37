/** The head of a public page: title, description, canonical, hreflang, Open Graph. */
import 'server-only'
import type { Metadata } from 'next'
import { getSettings } from '@/data/site'
import { pickVariant } from '@/domain/catalogue/visual'
import { isLocale } from '@/domain/routing/routes'
import { canonicalPath, hreflangLanguages, pageAlternates } from '@/domain/seo/canonical'
import { getMessages } from '@/i18n/messages'
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
  const title = `${resolved.title} | ${brand}`
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
      title,
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
