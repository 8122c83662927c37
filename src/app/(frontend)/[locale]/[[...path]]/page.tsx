import type { Metadata } from 'next'
import { CatchAll, catchAllMetadata } from '@/components/views/CatchAll'

type Params = Promise<{ locale: string; path?: string[] }>

/**
 * Every public page is rendered on its first request, then served from the static
 * cache (ISR); Payload hooks expire the data-cache tags on each edit. Nothing here
 * may read headers, cookies or searchParams.
 */
export async function generateStaticParams(): Promise<{ locale: string; path?: string[] }[]> {
  return []
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, path } = await params
  return catchAllMetadata(locale, path)
}

export default async function CatchAllPage({ params }: { params: Params }) {
  const { locale, path } = await params
  return <CatchAll locale={locale} path={path} />
}
