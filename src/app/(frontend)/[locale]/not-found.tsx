import type { Metadata } from 'next'
import { locale as rootLocale } from 'next/root-params'
import { getMenus, getSettings } from '@/data/site'
import { build, isLocale } from '@/domain/routing/routes'
import type { Locale } from '@/domain/routing/types'
import { getMessages } from '@/i18n/messages'
import { format } from '@/i18n/template'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { NotFoundPage } from '@/components/pages/NotFoundPage'
import type { ViewContext } from '@/components/site/context'

async function currentLocale(): Promise<Locale> {
  const value = await rootLocale()
  return isLocale(value) ? value : 'fr'
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale()
  const settings = await getSettings(locale)
  return { title: `${format(getMessages(locale).errors.header, { status: 404 })} | ${settings.brandName}`, robots: { index: false } }
}

/**
 * 404 page (spec §2, §8). It cannot know the audience of the missing page: it uses
 * the professional chrome (the default plan).
 */
export default async function NotFound() {
  const locale = await currentLocale()
  const target = 'pro'
  const [settings, menus] = await Promise.all([getSettings(locale), getMenus(target, locale)])
  const ctx: ViewContext = { locale, target, m: getMessages(locale), brand: settings.brandName }
  const audienceLinks = { pro: build('home', { target: 'pro' }, locale), part: build('home', { target: 'part' }, locale) }
  return (
    <SiteChrome ctx={ctx} settings={settings} menus={menus} audienceLinks={audienceLinks} breadcrumb={[]} pathname="/404">
      <NotFoundPage ctx={ctx} />
    </SiteChrome>
  )
}
