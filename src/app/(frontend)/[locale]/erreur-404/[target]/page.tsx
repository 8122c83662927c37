import type { Metadata } from 'next'
import { getSettings } from '@/data/site'
import { isLocale, isTarget } from '@/domain/routing/routes'
import { LOCALES, TARGETS, type Locale, type Target } from '@/domain/routing/types'
import { getMessages } from '@/i18n/messages'
import { format } from '@/i18n/template'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { NotFoundPage } from '@/components/views/NotFoundPage'
import { loadChrome } from '@/loaders/context'

type Params = Promise<{ locale: string; target: string }>

/**
 * The 404 page with the audience's full chrome, prerendered for each locale and
 * audience. The edge rewrites unknown addresses here with a 404 status, so that the
 * page is complete without JavaScript (see decision 005).
 */
export function generateStaticParams(): { locale: Locale; target: Target }[] {
  return LOCALES.flatMap((locale) => TARGETS.map((target) => ({ locale, target })))
}
export const dynamicParams = false

async function context(params: Params): Promise<{ locale: Locale; target: Target }> {
  const { locale, target } = await params
  return { locale: isLocale(locale) ? locale : 'fr', target: isTarget(target) ? target : 'pro' }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await context(params)
  const settings = await getSettings(locale)
  return { title: `${format(getMessages(locale).errors.header, { status: 404 })} | ${settings.brandName}`, robots: { index: false } }
}

export default async function NotFoundForAudience({ params }: { params: Params }) {
  const { locale, target } = await context(params)
  const chrome = await loadChrome(locale, target)
  const { ctx } = chrome
  return (
    <SiteChrome {...chrome} breadcrumb={[]} pathname={`/${locale}/404`}>
      <NotFoundPage ctx={ctx} />
    </SiteChrome>
  )
}
