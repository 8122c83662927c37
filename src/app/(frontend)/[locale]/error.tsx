'use client'

import { useParams } from 'next/navigation'
import { useEffect } from 'react'
import { LOCALES, type Locale } from '@/domain/routing/types'
import { ServerErrorPage } from '@/components/views/ServerErrorPage'

/**
 * Any other error of a public page (spec §2, §8): the 500 page. It renders without the
 * site chrome, whose data may be what failed.
 */
export default function ErrorBoundary({ error }: { error: unknown }) {
  const params = useParams<{ locale?: string }>()
  // Not isLocale() of the route table: this boundary is in every page's bundle.
  const locale: Locale = (LOCALES as readonly string[]).includes(params.locale ?? '') ? (params.locale as Locale) : 'fr'
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <main id="content" tabIndex={-1}>
      <ServerErrorPage locale={locale} />
    </main>
  )
}
