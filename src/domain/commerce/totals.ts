/**
 * Line amounts and cart or order totals (decision 087): VAT is rounded once, on the total,
 * never per line, so `ht + tax = ttc` for every cart. Pure.
 */
import type { Target } from '@/domain/routing/types'
import { roundHalfUp, taxOf, withoutTax, withTax } from './pricing'
import type { Cents, PricedLine, Totals } from './types'

/** A line's amount on the plan's basis: unit × quantity, 0 for a free line. */
export function lineAmount(line: PricedLine): Cents {
  if (line.free) return 0
  return line.unitAmount * line.quantity
}

/** A line's TTC share (spec §3 `price_with_tax`): the amount itself in the private plan (already TTC), round(amount × 1.2) for professionals. */
export function lineWithTax(target: Target, amount: Cents): Cents {
  return target === 'part' ? amount : withTax(amount)
}

/** Goods of the lines on the plan's basis, before any discount. */
export function goodsAmount(lines: PricedLine[]): Cents {
  return lines.reduce((sum, line) => sum + lineAmount(line), 0)
}

/** A whole, non-negative number of cents; NaN counts as 0. */
function nonNegative(amount: number): Cents {
  return Number.isNaN(amount) ? 0 : Math.max(0, roundHalfUp(amount))
}

/**
 * Totals of a cart or an order (decision 087).
 * - professionals (prices HT): `ht = goods − discount + shipping`, `tax = round(ht × 20 %)`, `ttc = ht + tax`;
 * - private customers (prices TTC): `ttc = goods − discount + round(shippingHt × 1.2)`,
 *   `ht = round(ttc / 1.2)`, `tax = ttc − ht`.
 *
 * The discount is clamped to [0, goods]; shipping not chosen yet (`null`) counts as 0 and stays
 * null in `Totals.shipping`, which is otherwise on the plan's basis (HT for pro, TTC for part).
 */
export function cartTotals(target: Target, lines: PricedLine[], discount: Cents, shippingHt: Cents | null): Totals {
  const shipHt = shippingHt === null ? null : nonNegative(shippingHt)
  const shipping = shipHt === null ? null : target === 'pro' ? shipHt : withTax(shipHt)
  return totalsOnBasis(target, goodsAmount(lines), discount, shipping)
}

/**
 * The same totals from amounts already on the plan's basis (HT for professionals, TTC for
 * private customers): goods, the discount (clamped to [0, goods]) and the shipping (null: not
 * chosen, counted as 0). The checkout's payment step adds the chosen carrier's cost this way.
 */
export function totalsOnBasis(target: Target, goods: Cents, discount: Cents, shipping: Cents | null): Totals {
  const taken = Math.min(goods, nonNegative(discount))
  const base = goods - taken + (shipping === null ? 0 : nonNegative(shipping))
  if (target === 'pro') {
    const tax = taxOf(base)
    return { goods, discount: taken, shipping, ht: base, tax, ttc: base + tax }
  }
  const ht = withoutTax(base)
  return { goods, discount: taken, shipping, ht, tax: base - ht, ttc: base }
}
