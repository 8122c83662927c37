/**
 * Prices of packs in each sales plan, VAT, price groups (decision 087). Money is an integer
 * number of cents; every rounding is half away from zero, to the cent. Pure.
 */
import { formatPrice, formatPriceEnglish } from '@/domain/format/price'
import type { Target } from '@/domain/routing/types'
import type { Cents, PriceGroup } from './types'
import { VAT_RATE_BP } from './types'

/** Basis points in 100 %. */
const BP = 10_000
/** Highest discount rate of a price group, percent (decision 087). */
export const PRICE_GROUP_MAX_PERCENT = 50

/**
 * Rounds half away from zero to an integer (2.5 → 3, −2.5 → −3). Binary noise is absorbed
 * first, as `formatPrice` does: 1.005 × 100 = 100.49999999999999 counts as 100.5 → 101.
 * Never returns −0. NaN and infinities are returned as they are.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) return x
  const rounded = Math.round(Number(Math.abs(x).toPrecision(15)))
  return x < 0 && rounded !== 0 ? -rounded : rounded
}

/**
 * `numerator / denominator` rounded half away from zero. Exact on safe integers (the remainder
 * decides, no floating point division), so no cent is lost to binary noise.
 */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    return roundHalfUp(numerator / denominator)
  }
  const n = Math.abs(numerator)
  const quotient = Math.floor(n / denominator)
  const rest = n - quotient * denominator
  const magnitude = rest * 2 >= denominator ? quotient + 1 : quotient
  return numerator < 0 && magnitude !== 0 ? -magnitude : magnitude
}

/** An amount excluding VAT → including VAT: round(ht × 1.2). */
export function withTax(ht: Cents): Cents {
  return divRoundHalfUp(ht * (BP + VAT_RATE_BP), BP)
}

/** An amount including VAT → excluding VAT: round(ttc / 1.2). */
export function withoutTax(ttc: Cents): Cents {
  return divRoundHalfUp(ttc * BP, BP + VAT_RATE_BP)
}

/** VAT of an amount excluding VAT: round(ht × 20 %). */
export function taxOf(ht: Cents): Cents {
  return divRoundHalfUp(ht * VAT_RATE_BP, BP)
}

export interface PricedPack {
  pricePro?: number | null
  pricePart?: number | null
  targets?: Target[]
}

/**
 * A pack's price in a plan, on the plan's basis (PRICE_BASIS): `pricePro` (HT) for
 * professionals, `pricePart` (TTC) for private customers. Null when the pack is not sold in
 * that plan: no price, or its `targets` leave the plan out. A price of 0 (or a negative or
 * non-finite one) counts as no price: a pack is never given away by a data-entry slip; free
 * products go through `free_product` codes.
 */
export function packPrice(variant: PricedPack, target: Target): Cents | null {
  if (variant.targets && !variant.targets.includes(target)) return null
  const price = target === 'pro' ? variant.pricePro : variant.pricePart
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  return roundHalfUp(price)
}

/** Clamps a rate to 0–50 %; NaN counts as 0. */
function clampRate(percent: number): number {
  if (Number.isNaN(percent)) return 0
  return Math.min(PRICE_GROUP_MAX_PERCENT, Math.max(0, percent))
}

/**
 * The price group's discount for a product (percent, 0–50): the highest rate among the
 * product's categories, else the group's default; 0 without a group.
 */
export function priceGroupRate(group: PriceGroup | null, categoryIds: number[]): number {
  if (!group) return 0
  const matching = group.rates.filter((r) => categoryIds.includes(r.categoryId)).map((r) => clampRate(r.percent))
  return matching.length > 0 ? Math.max(...matching) : clampRate(group.defaultPercent)
}

/** The unit price a customer pays: round(base × (100 − rate) / 100), rate clamped to 0–100. */
export function customerUnitPrice(base: Cents, ratePercent: number): Cents {
  const rate = Number.isNaN(ratePercent) ? 0 : Math.min(100, Math.max(0, ratePercent))
  return divRoundHalfUp(base * (100 - rate), 100)
}

/** The listing's "à partir de" price: the cheapest pack sold in the plan, or null. */
export function fromPrice(variants: PricedPack[], target: Target): Cents | null {
  let cheapest: Cents | null = null
  for (const variant of variants) {
    const price = packPrice(variant, target)
    if (price !== null && (cheapest === null || price < cheapest)) cheapest = price
  }
  return cheapest
}

/**
 * Cents as French text (spec §5): `formatCents(123450, { currencySymbol: '€' })` → "1 234,50 €";
 * as English text on an English page (`locale: 'en'`) → "€1,234.50".
 */
export function formatCents(cents: Cents, opts?: { currencySymbol?: string; forceDecimals?: boolean; locale?: 'fr' | 'en' }): string {
  return opts?.locale === 'en' ? formatPriceEnglish(cents / 100, opts) : formatPrice(cents / 100, opts)
}
