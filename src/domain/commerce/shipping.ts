/**
 * Shipping (decision 087): the zone of a French postcode, the weight of packs and carts,
 * and each carrier's cost by zone and weight bracket. Pure.
 */
import type { Target } from '@/domain/routing/types'
import { roundHalfUp, withTax } from './pricing'
import type { Carrier, Cents, PricedLine, ShippingZone } from './types'

/**
 * The delivery zone of a French postcode: `20…` Corsica, `97…` and `98…` overseas, any
 * other metropolitan France. Null when it is not a French postcode: not 5 digits, `00…`,
 * or Monaco (`980..`), which has postcodes of its own but is not France (delivery to France only);
 * null too for an address in another country, whose postcode may also be 5 digits (Spain's
 * `28001`, Morocco's `20000`). `country` is the address's ISO code, France when not known.
 */
export function zoneOf(postcode: string, country = 'FR'): ShippingZone | null {
  if (country.trim().toUpperCase() !== 'FR') return null
  const code = postcode.trim()
  if (!/^\d{5}$/.test(code)) return null
  if (code.startsWith('00') || code.startsWith('980')) return null
  if (code.startsWith('20')) return 'corse'
  if (code.startsWith('97') || code.startsWith('98')) return 'outre-mer'
  return 'metropole'
}

/** Grams per unit of pack size, for a pack without its own weight (a litre of filler weighs about 1.5 kg). */
const GRAMS_PER_UNIT: Record<string, number> = { kg: 1000, g: 1, l: 1500, ml: 1.5 }

/**
 * Shipping weight of one pack, grams: its own `weightGrams` when set (> 0), else from its
 * size: kg × 1000, g, L × 1500, ml × 1.5, rounded. 0 for an unknown unit or size.
 */
export function packWeightGrams(pack: { weightGrams?: number | null; packSize: number; packUnit: string }): number {
  const own = pack.weightGrams
  if (typeof own === 'number' && Number.isFinite(own) && own > 0) return roundHalfUp(own)
  const perUnit = GRAMS_PER_UNIT[pack.packUnit.trim().toLowerCase()]
  if (perUnit === undefined || !Number.isFinite(pack.packSize) || pack.packSize <= 0) return 0
  return roundHalfUp(pack.packSize * perUnit)
}

/** Weight of a cart, grams: every line, free ones too (they travel in the same parcel). */
export function cartWeight(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitWeightGrams * line.quantity, 0)
}

export interface ShippingContext {
  target: Target
  /** Zone of the delivery postcode (`zoneOf`); null when unknown. */
  zone: ShippingZone | null
  weightGrams: number
  /** Goods after the discount, on the plan's basis, cents (the free-shipping threshold). */
  goodsAfterDiscount: Cents
}

/**
 * A carrier's cost, HT cents, or null when it cannot deliver this cart: not for the plan; a
 * home or relay carrier without a zone, or none of its brackets of the zone holds the weight.
 * A `pickup` carrier (at a distributor) is free and needs no zone. Otherwise free from
 * `freeFrom` (goods after discount ≥ freeFrom), else the price of the lowest bracket of the
 * zone whose upper bound holds the weight.
 */
export function carrierCostHt(carrier: Carrier, ctx: ShippingContext): Cents | null {
  if (!carrier.targets.includes(ctx.target)) return null
  if (carrier.kind === 'pickup') return 0
  if (ctx.zone === null) return null
  let bracket: Carrier['rates'][number] | null = null
  for (const rate of carrier.rates) {
    if (rate.zone !== ctx.zone || rate.maxWeightGrams < ctx.weightGrams) continue
    if (
      bracket === null ||
      rate.maxWeightGrams < bracket.maxWeightGrams ||
      (rate.maxWeightGrams === bracket.maxWeightGrams && rate.priceHt < bracket.priceHt)
    ) {
      bracket = rate
    }
  }
  if (bracket === null) return null
  if (carrier.freeFrom !== null && ctx.goodsAfterDiscount >= carrier.freeFrom) return 0
  return Math.max(0, bracket.priceHt)
}

/**
 * Every carrier's cost keyed by its code (`GET /api/v1/cart/shipping`), on the plan's basis:
 * HT for professionals, TTC (round(HT × 1.2)) for private customers; null when it cannot deliver.
 */
export function shippingCosts(carriers: Carrier[], ctx: ShippingContext): Record<string, Cents | null> {
  const costs: Record<string, Cents | null> = {}
  for (const carrier of carriers) {
    const ht = carrierCostHt(carrier, ctx)
    costs[carrier.code] = ht === null ? null : ctx.target === 'pro' ? ht : withTax(ht)
  }
  return costs
}
