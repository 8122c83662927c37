import { loadViewContext } from '@/loaders/context'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLanding } from '@/data/forms'
import { getSettings } from '@/data/site'
import { isLocale } from '@/domain/routing/routes'
import { LandingPage } from '@/components/views/LandingPages'

type Params = Promise<{ locale: string; name: string }>

/** The moment the page is (re)generated. */
async function renderTime(): Promise<string> {
  return new Date().toISOString()
}

/** Contest landing pages (spec: landing contest 2024), rendered on first request then static. */
export async function generateStaticParams(): Promise<{ locale: string; name: string }[]> {
  return []
}
export const revalidate = 3600

/** Whether the contest takes entries now (the page is regenerated every hour). */
function isOpen(opensAt: string, closesAt: string, now: number): boolean {
  return now >= Date.parse(opensAt) && now <= Date.parse(closesAt)
}

async function load(params: Params) {
  const { locale, name } = await params
  if (locale !== 'fr' || !/^[a-z0-9-]{1,80}$/.test(name)) return null
  const landing = await getLanding(name)
  return landing ? { locale, landing } : null
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await load(params)
  if (!loaded) return { robots: { index: false } }
  const settings = await getSettings('fr')
  return { title: `${loaded.landing.title} | ${settings.brandName}`, description: loaded.landing.intro || undefined }
}

export default async function Landing({ params }: { params: Params }) {
  const loaded = await load(params)
  if (!loaded || !isLocale(loaded.locale)) notFound()
  const ctx = await loadViewContext('fr', 'part')
  const open = isOpen(loaded.landing.opensAt, loaded.landing.closesAt, new Date(await renderTime()).getTime())
  return <LandingPage ctx={ctx} landing={loaded.landing} open={open} />
}
