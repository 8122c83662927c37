import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { loadPreview, staffUser } from '@/data/preview'
import { isLocale } from '@/domain/routing/routes'
import type { Locale } from '@/domain/routing/types'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { ContentPage } from '@/components/views/ContentPage'
import { DossierPage } from '@/components/views/EditorialPages'
import { UnauthorizedPage } from '@/components/views/UnauthorizedPage'
import { loadChrome } from '@/loaders/context'
import { contentInAudience } from '@/loaders/resolve'
import styles from '@/components/content/Listing.module.css'

type Params = Promise<{ locale: string; id: string }>
type Search = Promise<Record<string, string | string[] | undefined>>

/**
 * Preview of the latest version (draft included) of a page or a dossier, for
 * back-office users only (decision 060). Rendered on every request, never cached; the
 * public catch-all stays static. Without a session cookie the edge already answered
 * with the 401 page; an expired session gets the same page here.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function PreviewPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale: rawLocale, id: rawId } = await params
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'fr'
  const id = /^[0-9]+$/.test(rawId) ? Number(rawId) : NaN
  if (!Number.isSafeInteger(id)) notFound()
  const collection = (await searchParams).collection === 'dossiers' ? 'dossiers' : 'pages'

  const { payload, user } = await staffUser(await headers())
  const loaded = user ? await loadPreview(payload, user, collection, id, locale) : null
  if (user && !loaded) notFound()
  const target = loaded?.target ?? 'pro'
  // Links into the other audience as the published page will show them (decision 130).
  const preview =
    loaded?.collection === 'pages'
      ? { ...loaded, page: { ...loaded.page, blocks: await contentInAudience(loaded.page.blocks, target) } }
      : loaded?.collection === 'dossiers'
        ? { ...loaded, dossier: { ...loaded.dossier, blocks: await contentInAudience(loaded.dossier.blocks, target) } }
        : null
  const chrome = await loadChrome(locale, target)
  const { ctx } = chrome
  const { m } = ctx
  const banner = preview ? (
    <p className={styles.previewBanner} role="status">
      <strong>{preview.draft ? m.content.preview.draft : m.content.preview.published}</strong> —{' '}
      {preview.draft ? m.content.preview.draftBanner : m.content.preview.publishedBanner}
    </p>
  ) : null

  return (
    <SiteChrome {...chrome} breadcrumb={[]} pathname={`/${locale}/preview/${id}`}>
      {!preview ? <UnauthorizedPage ctx={ctx} /> : null}
      {preview?.collection === 'pages' ? (
        <>
          <div className="container">{banner}</div>
          <ContentPage ctx={ctx} page={preview.page} />
        </>
      ) : null}
      {preview?.collection === 'dossiers' ? <DossierPage ctx={ctx} dossier={preview.dossier} preview={banner} /> : null}
    </SiteChrome>
  )
}
