import type { Metadata } from 'next'
import { getSettings } from '@/data/site'
import { isLocale } from '@/domain/routing/routes'
import { LOCALES, type Locale } from '@/domain/routing/types'
import { getMessages } from '@/i18n/messages'
import { format } from '@/i18n/template'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { UnauthorizedPage } from '@/components/views/UnauthorizedPage'
import { loadChrome } from '@/loaders/context'

type Params = Promise<{ locale: string }>

/**
 * The 401 page with the full chrome, prerendered per locale. The edge rewrites the
 * preview of a visitor without a back-office session here with a 401 status
 * (decision 060), as it does for the 404 page.
 */
export function generateStaticParams(): { locale: Locale }[] {
  return LOCALES.map((locale) => ({ locale }))
}
export const dynamicParams = false

async function localeOf(params: Params): Promise<Locale> {
  const { locale } = await params
  return isLocale(locale) ? locale : 'fr'
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params)
  const settings = await getSettings(locale)
  return { title: `${format(getMessages(locale).errors.header, { status: 401 })} | ${settings.brandName}`, robots: { index: false } }
}

export default async function UnauthorizedForLocale({ params }: { params: Params }) {
  const locale = await localeOf(params)
  const chrome = await loadChrome(locale, 'pro')
  const { ctx } = chrome
  return (
    <SiteChrome {...chrome} breadcrumb={[]} pathname={`/${locale}/401`}>
      <UnauthorizedPage ctx={ctx} />
    </SiteChrome>
  )
}
