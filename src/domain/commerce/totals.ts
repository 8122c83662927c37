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
  const goods = goodsAmount(lines)
  const taken = Math.min(goods, nonNegative(discount))
  const shipHt = shippingHt === null ? null : nonNegative(shippingHt)
  if (target === 'pro') {
    const ht = goods - taken + (shipHt ?? 0)
    const tax = taxOf(ht)
    return { goods, discount: taken, shipping: shipHt, ht, tax, ttc: ht + tax }
  }
  const shipTtc = shipHt === null ? null : withTax(shipHt)
  const ttc = goods - taken + (shipTtc ?? 0)
  const ht = withoutTax(ttc)
  return { goods, discount: taken, shipping: shipTtc, ht, tax: ttc - ht, ttc }
}
