import type { Metadata } from 'next'
import { locale as rootLocale } from 'next/root-params'
import { getSettings } from '@/data/site'
import { isLocale } from '@/domain/routing/routes'
import type { Locale } from '@/domain/routing/types'
import { getMessages } from '@/i18n/messages'
import { format } from '@/i18n/template'
import { MinimalChrome } from '@/components/layout/MinimalChrome'
import { NotFoundPage } from '@/components/views/NotFoundPage'
import { loadViewContext } from '@/loaders/context'

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
 * 404 page (spec §2, §8): title, description, product search and home link in a light
 * chrome (see MinimalChrome). It cannot know the audience of the missing page: it
 * searches the professional catalogue (the default plan).
 */
export default async function NotFound() {
  const locale = await currentLocale()
  const target = 'pro'
  const ctx = await loadViewContext(locale, target)
  return (
    <MinimalChrome ctx={ctx}>
      <NotFoundPage ctx={ctx} />
    </MinimalChrome>
  )
}
