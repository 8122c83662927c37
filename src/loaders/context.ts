/** The view context and chrome data of a page, for the routes outside the catch-all (error pages, landing, preview). */
import 'server-only'
import { getMenus, getSalesPlans, getSettings } from '@/data/site'
import type { Menu } from '@/domain/navigation/types'
import { homeLinks } from '@/domain/routing/language-links'
import { build } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import type { SiteSettings } from '@/domain/site/types'
import { getMessages } from '@/i18n/messages'
import type { ViewContext } from './types'

/** Id of the sales plan of an audience (null when none is seeded). */
export async function planIdOf(target: Target): Promise<number | null> {
  const plans = await getSalesPlans()
  return plans.find((plan) => plan.target === target)?.id ?? null
}

export async function loadViewContext(locale: Locale, target: Target, settings?: SiteSettings): Promise<ViewContext> {
  const [resolvedSettings, plans] = await Promise.all([settings ?? getSettings(locale), getSalesPlans()])
  const plan = plans.find((p) => p.target === target)
  return {
    locale,
    target,
    m: getMessages(locale),
    brand: resolvedSettings.brandName,
    planId: plan?.id ?? null,
    currency: plan?.currencySymbol || '€',
  }
}

export interface ChromeData {
  ctx: ViewContext
  settings: SiteSettings
  menus: Record<string, Menu>
  /** Each audience's home (a page that is not the same for both audiences). */
  audienceLinks: Record<Target, string>
  /** Each language's home of the audience. */
  languageLinks: Record<Locale, string>
}

/** Everything the full chrome needs around a page that is not in the route table. */
export async function loadChrome(locale: Locale, target: Target): Promise<ChromeData> {
  const [settings, menus] = await Promise.all([getSettings(locale), getMenus(target, locale)])
  const ctx = await loadViewContext(locale, target, settings)
  const audienceLinks = { pro: build('home', { target: 'pro' }, locale), part: build('home', { target: 'part' }, locale) }
  return { ctx, settings, menus, audienceLinks, languageLinks: homeLinks(target) }
}
