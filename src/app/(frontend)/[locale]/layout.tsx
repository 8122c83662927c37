import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { isLocale } from '@/domain/routing/routes'
import { env } from '@/env'
import '../globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  formatDetection: { telephone: false },
  icons: { icon: { url: '/logo.svg', type: 'image/svg+xml' } },
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0a3559',
}

/**
 * Root layout of the public site, one per locale: `<html lang>` and `<body>` only.
 * The chrome (header, menus, footer) depends on the audience, which only the page
 * knows: the catch-all page renders it. An unknown first segment still gets a
 * document (in French) so that the catch-all can answer with the 404 page.
 */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  return (
    <html lang={isLocale(locale) ? locale : 'fr'} data-scroll-behavior="smooth">
      <body>{children}</body>
    </html>
  )
}
