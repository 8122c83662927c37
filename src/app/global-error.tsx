'use client'

import { BRAND_COLOURS } from '@/brand/tokens'

/**
 * Last resort when the error page itself (or a root layout) fails (spec §2): plain
 * fallback text and a home link, in its own document, with no dependency that could
 * fail again (no stylesheet, no data, no message files); its two colours are the brand's
 * (src/brand/tokens.ts, plain constants).
 */
export default function GlobalError() {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', lineHeight: 1.5, color: BRAND_COLOURS.text }}>
        <main>
          <h1 style={{ fontSize: '1.5rem' }}>Page 500</h1>
          <p>Le site est momentanément indisponible. Veuillez réessayer dans quelques instants.</p>
          <p lang="en">The site is temporarily unavailable. Please try again in a few moments.</p>
          <p>
            {/* A full page load on purpose: the client app has failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/fr" style={{ color: BRAND_COLOURS.navyLink }}>
              Retour à l’accueil
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
