import type { Metadata } from 'next'
import { CatchAll, catchAllMetadata } from '@/components/views/CatchAll'

type Params = Promise<{ locale: string; path: string[] }>

/**
 * The pages the edge renders on each request (search results, decision 075): the same
 * pages as the catch-all, under the address the visitor asked for, never cached.
 * The edge answers 404 to anybody who asks for this route's own address.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, path } = await params
  return catchAllMetadata(locale, path)
}

export default async function OnDemandPage({ params }: { params: Params }) {
  const { locale, path } = await params
  return <CatchAll locale={locale} path={path} />
}
