import 'server-only'
import { invalidParam } from '@/domain/api/errors'
import type { AutoParams } from '@/domain/api/params'
import type { Locale, Target } from '@/domain/routing/types'
import type { SalesPlan, Site } from '@/domain/site/types'
import { getSalesPlans, getSites } from '@/data/site'

/** What the automatic params of a request resolve to. */
export interface ApiContext {
  site: Site
  locale: Locale
  plan: SalesPlan
  target: Target
  plans: SalesPlan[]
  /** Id of the plan of each target (for exist_in). */
  planIdOf: (target: Target) => number | undefined
}

/**
 * site_id, lang, sales_plan_id / saleplan_id → site, language and plan.
 * - No plan id: the professional plan.
 * - sales_plan_id and saleplan_id both given and different: 400.
 * - Unknown site or plan, or a plan the site does not sell through: 400.
 */
export async function resolveContext(auto: AutoParams): Promise<ApiContext> {
  const [plans, sites] = await Promise.all([getSalesPlans(), getSites()])
  const site = sites.find((s) => s.id === auto.site_id)
  if (!site) throw invalidParam('site_id', `Site inconnu : ${auto.site_id}`)

  if (auto.sales_plan_id !== undefined && auto.saleplan_id !== undefined && auto.sales_plan_id !== auto.saleplan_id) {
    throw invalidParam('saleplan_id', `sales_plan_id (${auto.sales_plan_id}) et saleplan_id (${auto.saleplan_id}) se contredisent`)
  }
  const requested = auto.saleplan_id ?? auto.sales_plan_id
  const path = auto.saleplan_id !== undefined ? 'saleplan_id' : 'sales_plan_id'
  const plan = requested === undefined ? (plans.find((p) => p.target === 'pro') ?? plans[0]) : plans.find((p) => p.id === requested)
  if (!plan) {
    if (requested === undefined) throw new Error('Aucun plan de vente en base')
    throw invalidParam(path, `Plan de vente inconnu : ${requested}`)
  }
  if (site.salesPlans.length > 0 && !site.salesPlans.some((p) => p.id === plan.id)) {
    throw invalidParam(path, `Le plan de vente ${plan.id} n’est pas proposé par le site ${site.id}`)
  }
  return {
    site,
    locale: auto.lang,
    plan,
    target: plan.target,
    plans,
    planIdOf: (target) => plans.find((p) => p.target === target)?.id,
  }
}
