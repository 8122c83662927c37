import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { isLocale } from '@/domain/routing/routes'
import { env } from '@/env'
import { getMessages } from '@/i18n/messages'
import { Consent } from '@/components/consent/Consent.client'
import { PageTransition } from '@/components/layout/PageTransition.client'
import { ProgressBar } from '@/components/layout/ProgressBar.client'
import { SiteRuntime } from '@/components/layout/SiteRuntime.client'
import { ToastHost } from '@/components/layout/ToastHost.client'
import { BRAND_COLOURS } from '@/brand/tokens'
import { brandFont } from '../fonts'
import '../globals.css'
// One module of the sheet Turbopack merges from every page's CSS modules (decision 127): the
// layout then owns that sheet, and Next writes its rules once into the page's data, not once
// for the page, once for this segment's error boundary and once for its not-found boundary.
import '@/components/views/StatusPage.module.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: BRAND_COLOURS.navy,
}

const TRACKERS = {
  gtm: env.TRACKING_GTM_ID || null,
  ads: env.TRACKING_ADS_ID || null,
  meta: env.TRACKING_META_PIXEL_ID || null,
  pinterest: env.TRACKING_PINTEREST_TAG_ID || null,
}

/**
 * Root layout of the public site, one per locale: `<html lang>`, `<body>` and the client
 * pieces that live across navigations (consent and trackers, loading bar, toasts,
 * chunk-load reload, idle prefetch, page transition).
 * The chrome (header, menus, footer) depends on the audience, which only the page
 * knows: the catch-all page renders it. An unknown first segment still gets a
 * document (in French) so that the catch-all can answer with the 404 page.
 */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'fr'
  const m = getMessages(locale)
  return (
    <html lang={locale} data-scroll-behavior="smooth" className={brandFont.variable}>
      <body>
        {/* No frame before the page's main element is parsed: a first paint of half a header
            (the HTML cut by the network or a busy parser) would move it when the rest comes.
            React puts the link in the head; browsers without `rel=expect` ignore it (decision 112). */}
        <link rel="expect" href="#content" blocking="render" />
        <ProgressBar label={m.chrome.loading} />
        {children}
        <ToastHost />
        <Consent locale={locale} cookieName={env.CONSENT_COOKIE_NAME} trackers={TRACKERS} />
        <SiteRuntime />
        <PageTransition />
      </body>
    </html>
  )
}
