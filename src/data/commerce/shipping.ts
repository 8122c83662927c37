/**
 * Carriers from the database and the shipping costs of a cart (decision 087). Carriers are
 * read as a system call: the collection is staff only, and the site shows each carrier's
 * public name, delay and cost.
 */
import 'server-only'
import { cartWeight, shippingCosts, zoneOf } from '@/domain/commerce/shipping'
import type { Carrier, CarrierKind, Cents, ShippingZone } from '@/domain/commerce/types'
import type { Locale, Target } from '@/domain/routing/types'
import type { Carrier as CarrierDoc } from '@/payload-types'
import { payloadClient } from '../payload'
import type { PricedCart } from './cart-view'

export function mapCarrier(doc: CarrierDoc): Carrier {
  return {
    id: doc.id,
    code: doc.code,
    name: doc.name,
    kind: doc.kind as CarrierKind,
    targets: (doc.targets ?? []) as Target[],
    freeFrom: doc.freeFrom ?? null,
    delay: doc.delay,
    rates: (doc.rates ?? []).map((rate) => ({
      zone: rate.zone as ShippingZone,
      maxWeightGrams: rate.maxWeightGrams,
      priceHt: rate.priceHt,
    })),
  }
}

/** The active carriers of a plan, in their order. */
export async function activeCarriers(target: Target, locale: Locale): Promise<Carrier[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'carriers',
    where: { and: [{ active: { equals: true } }, { targets: { contains: target } }] },
    sort: 'order',
    depth: 0,
    locale,
    fallbackLocale: 'fr',
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(mapCarrier)
}

/** A carrier as the cart's shipping answer lists it. */
export interface ApiCarrier {
  code: string
  name: string
  kind: CarrierKind
  delay: string
  /** On the plan's basis, cents; null when it cannot deliver this cart there. */
  cost: Cents | null
  free_from: Cents | null
}

/**
 * Each carrier's cost for a cart delivered to a postcode, on the cart plan's basis (HT for
 * professionals, TTC for private customers). `zone` is null for a postcode outside France.
 */
export async function cartShipping(
  priced: PricedCart,
  postcode: string,
  country: string,
  locale: Locale,
): Promise<{ zone: ShippingZone | null; weightGrams: number; costs: Record<string, Cents | null>; carriers: ApiCarrier[] }> {
  const target = priced.cart.target
  const carriers = await activeCarriers(target, locale)
  const zone = zoneOf(postcode, country)
  const weightGrams = cartWeight(priced.items.map((item) => item.line))
  const costs = shippingCosts(carriers, {
    target,
    zone,
    weightGrams,
    goodsAfterDiscount: priced.totals.goods - priced.totals.discount,
  })
  return {
    zone,
    weightGrams,
    costs,
    carriers: carriers.map((c) => ({
      code: c.code,
      name: c.name,
      kind: c.kind,
      delay: c.delay,
      cost: costs[c.code] ?? null,
      free_from: c.freeFrom,
    })),
  }
}
