/**
 * Structured data (schema.org JSON-LD) for search engines. Pure builders: the
 * caller passes absolute URLs or site-relative paths plus the site URL.
 */

export type JsonLd = Record<string, unknown>

const CONTEXT = 'https://schema.org'

/** Absolute address of a site-relative path (absolute URLs are kept). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  const base = siteUrl.replace(/\/+$/, '')
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

export function organizationJsonLd(input: { name: string; siteUrl: string; logo?: string | null; sameAs?: string[] }): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: input.name,
    url: absoluteUrl(input.siteUrl, '/'),
  }
  if (input.logo) data.logo = absoluteUrl(input.siteUrl, input.logo)
  if (input.sameAs && input.sameAs.length > 0) data.sameAs = input.sameAs
  return data
}

/** The search-term placeholder of the SearchAction target (spec §2: /results/{search_term}). */
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}'

export function webSiteJsonLd(input: { name: string; siteUrl: string; inLanguage?: string }): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: input.name,
    url: absoluteUrl(input.siteUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(input.siteUrl, `/results/${SEARCH_TERM_PLACEHOLDER}`) },
      'query-input': 'required name=search_term_string',
    },
  }
  if (input.inLanguage) data.inLanguage = input.inLanguage
  return data
}

export interface ProductJsonLdInput {
  siteUrl: string
  name: string
  url: string
  sku: string
  description?: string | null
  brand: string
  /** GTIN-14 of the first variant shown. */
  gtin14?: string | null
  images?: string[]
}

export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const data: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    url: absoluteUrl(input.siteUrl, input.url),
    sku: input.sku,
    brand: { '@type': 'Brand', name: input.brand },
  }
  if (input.gtin14) data.gtin14 = input.gtin14
  const images = (input.images ?? []).map((image) => absoluteUrl(input.siteUrl, image))
  if (images.length > 0) data.image = images
  if (input.description) data.description = input.description
  return data
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly { position: number; label: string; href: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb) => ({
      '@type': 'ListItem',
      position: crumb.position,
      name: crumb.label,
      item: absoluteUrl(siteUrl, crumb.href),
    })),
  }
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are
 * escaped as unicode escapes (so "</script>" or "<!--" in a text cannot close or
 * break the script element), as are the U+2028 / U+2029 separators.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
