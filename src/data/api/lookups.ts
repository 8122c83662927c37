import 'server-only'
import { notAvailable, notFound } from '@/domain/api/errors'
import { findProduct } from '@/domain/api/map'
import type { Catalogue, Product } from '@/domain/catalogue/types'
import { TARGETS } from '@/domain/routing/types'
import { getCatalogue } from '@/data/catalogue'
import { cached } from '@/data/cache'
import { payloadClient } from '@/data/payload'
import { TAGS } from '@/freshness'
import type { ApiContext } from './context'

/**
 * A product of the request's plan by id or slug. A product that exists only in other
 * plans is the 400 not_available_in_this_saleplan with their ids; none at all is a 404.
 */
export async function productInPlan(ctx: ApiContext, ref: number | string): Promise<{ catalogue: Catalogue; product: Product }> {
  const catalogue = await getCatalogue(ctx.target, ctx.locale)
  const product = findProduct(catalogue, ref)
  if (product) return { catalogue, product }
  const existIn: number[] = []
  for (const target of TARGETS) {
    if (target === ctx.target) continue
    const other = await getCatalogue(target, ctx.locale)
    const id = ctx.planIdOf(target)
    if (id !== undefined && findProduct(other, ref)) existIn.push(id)
  }
  if (existIn.length > 0) throw notAvailable(existIn, `Ce produit n’est pas disponible pour ce plan de vente : ${ref}`)
  throw notFound(`Produit introuvable : ${ref}`)
}

async function loadMenuIds(): Promise<Record<string, number>> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'menus', depth: 0, pagination: false, overrideAccess: false, select: { code: true } })
  return Object.fromEntries(docs.map((d) => [d.code, d.id]))
}

/** Menu ids by code (the data layer's menus are keyed by code only). */
export function getMenuIds(): Promise<Record<string, number>> {
  return cached(loadMenuIds, ['menu-ids'], [TAGS.navigation])
}
