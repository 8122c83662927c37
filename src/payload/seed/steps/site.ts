/** Sales plans, the default site and the settings. */
import type { Setting, Site } from '@/payload-types'
import { DEFAULT_SITE, SALES_PLANS, SETTINGS } from '@/payload/seed/demo/site'
import { visualDef } from '@/payload/seed/demo/visuals'
import type { Target } from '../types'
import type { SeedContext } from '../util'
import { loadIndex, Tally, upsert } from '../util'
import type { Library } from './library'

type SettingData = Omit<Setting, 'id' | 'createdAt' | 'updatedAt'>
type SiteData = Omit<Site, 'id' | 'createdAt' | 'updatedAt'>

export async function seedSalesPlans(ctx: SeedContext): Promise<Record<Target, number>> {
  const tally = new Tally('Plans de vente')
  const index = await loadIndex(ctx, 'sales-plans', 'target')
  const ids: Partial<Record<Target, number>> = {}
  for (const plan of SALES_PLANS) {
    const base = { collection: 'sales-plans', key: 'target', value: plan.target, known: index.get(plan.target) } as const
    const fr = await upsert(ctx, {
      ...base,
      locale: 'fr',
      data: { name: plan.name.fr, target: plan.target, currencySymbol: plan.currencySymbol },
    })
    tally.add(fr)
    await upsert(ctx, { ...base, known: { id: fr.id }, locale: 'en', data: { name: plan.name.en } })
    ids[plan.target] = fr.id
  }
  ctx.log(tally.toString())
  if (ids.pro === undefined || ids.part === undefined) throw new Error('Plans de vente manquants')
  return { pro: ids.pro, part: ids.part }
}

/** Each audience's home illustration (the visuals `hero-pro` and `hero-part`). */
export async function seedHomeVisuals(ctx: SeedContext, library: Library, plans: Record<Target, number>): Promise<void> {
  for (const target of ['pro', 'part'] as const) {
    const homeVisual = await library.visual(visualDef(`hero-${target}`))
    await upsert(ctx, {
      collection: 'sales-plans',
      key: 'target',
      value: target,
      known: { id: plans[target] },
      locale: 'fr',
      data: { homeVisual },
    })
  }
}

export async function seedSite(ctx: SeedContext, plans: Record<Target, number>): Promise<void> {
  const data: SiteData = {
    url: DEFAULT_SITE.url,
    isDefault: DEFAULT_SITE.isDefault,
    languages: DEFAULT_SITE.languages.map((language) => ({ ...language })),
    salesPlans: [plans.pro, plans.part],
  }
  const result = await upsert(ctx, { collection: 'sites', key: 'url', value: data.url, locale: 'fr', data: { ...data } })
  ctx.log(`Site ${data.url} : ${result.action}`)
}

export async function seedSettings(ctx: SeedContext): Promise<void> {
  const tally = new Tally('Paramètres')
  const index = await loadIndex(ctx, 'settings', 'code')
  for (const setting of SETTINGS) {
    const data: SettingData = {
      code: setting.code,
      description: setting.description,
      values: setting.values.map((entry) => ({ value: entry.value, label: entry.label ?? null, key: entry.key ?? null })),
    }
    tally.add(
      await upsert(ctx, {
        collection: 'settings',
        key: 'code',
        value: setting.code,
        known: index.get(setting.code),
        locale: 'fr',
        data: { ...data },
      }),
    )
  }
  ctx.log(tally.toString())
}
