/**
 * Every public page of the route table, shared by the two routes that serve them: the
 * static/ISR catch-all and the on-demand one the edge sends search results to (decision 075).
 * The page is resolved by src/loaders; its body comes from the view table (./views).
 */
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { pathnameOf } from '@/domain/routing/page-helpers'
import type { JsonLd } from '@/domain/seo/jsonld'
import { pageMetadata } from '@/loaders/metadata'
import { resolvePage } from '@/loaders/resolve'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { JsonLdScript } from '@/components/ui/JsonLdScript'
import { ViewBody } from './views'

/** The head of any public page: title, description, canonical, hreflang, Open Graph. */
export async function catchAllMetadata(locale: string, path: readonly string[] | undefined): Promise<Metadata> {
  return pageMetadata(await resolvePage(pathnameOf(locale, path)), locale)
}

/** Any public page of the route table, from its address (the 404 page when it names nothing). */
export async function CatchAll({ locale, path }: { locale: string; path?: readonly string[] }) {
  const pathname = pathnameOf(locale, path)
  const page = await resolvePage(pathname)
  if (!page) notFound()
  const { jsonLd } = page
  return (
    <SiteChrome
      ctx={page.ctx}
      settings={page.settings}
      menus={page.menus}
      audienceLinks={page.audienceLinks}
      languageLinks={page.languageLinks}
      rememberLocale={page.inEveryLanguage}
      breadcrumb={page.breadcrumb}
      pathname={pathname}
    >
      <ViewBody page={page} />
      {jsonLd.length > 0 ? <JsonLdScript data={jsonLd.length === 1 ? (jsonLd[0] as JsonLd) : jsonLd} /> : null}
    </SiteChrome>
  )
}
