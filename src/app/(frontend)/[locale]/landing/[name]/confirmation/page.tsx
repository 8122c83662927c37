import { loadViewContext } from '@/loaders/context'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getLanding } from '@/data/forms'
import { getSettings } from '@/data/site'
import { getMessages } from '@/i18n/messages'
import { LandingConfirmationPage } from '@/components/views/LandingPages'

type Params = Promise<{ locale: string; name: string }>

export async function generateStaticParams(): Promise<{ locale: string; name: string }[]> {
  return []
}

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings('fr')
  return { title: `${getMessages('fr').forms.landingConfirmationTitle} | ${settings.brandName}`, robots: { index: false } }
}

/** Contest confirmation, minimal layout. */
export default async function LandingConfirmation({ params }: { params: Params }) {
  const { locale, name } = await params
  if (locale !== 'fr' || !/^[a-z0-9-]{1,80}$/.test(name) || !(await getLanding(name))) notFound()
  return <LandingConfirmationPage ctx={await loadViewContext('fr', 'part')} />
}
