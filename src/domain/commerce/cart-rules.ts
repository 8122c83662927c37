/**
 * Cart line rules (decision 087, spec §4): quantities, merging a guest cart into a
 * customer's at login, and re-ordering a past order. Pure.
 */
import type { Cents } from './types'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './types'

/** Most products in one cart add call (`cartAddSchema`): a longer re-order goes in several calls. */
export const CART_ADD_MAX_ITEMS = 20

/** A quantity brought to a whole number from 1 to MAX_LINE_QUANTITY (rounded down; NaN → 1). */
export function clampQuantity(n: number): number {
  if (Number.isNaN(n)) return 1
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(n)))
}

export type LineKey = { productId: number; variant: string; quantity: number; free: boolean }

function keyOf(line: LineKey): string {
  return `${line.productId}\u0000${line.variant}\u0000${line.free ? 1 : 0}`
}

/**
 * Lines of `from` (a guest cart) added to `into` (the customer's open cart), as the merge at
 * login does: a line of the same product, pack and freeness gets the quantities summed,
 * capped at MAX_LINE_QUANTITY; `from`'s free lines are dropped (a code's free line comes back
 * with its code). Order kept, `into`'s lines first; MAX_CART_LINES lines at most (later new
 * lines are left out). Quantities are clamped to 1–999.
 */
export function mergeLines(into: LineKey[], from: LineKey[]): LineKey[] {
  const merged: LineKey[] = []
  const index = new Map<string, number>()
  const add = (line: LineKey) => {
    const key = keyOf(line)
    const at = index.get(key)
    if (at !== undefined) {
      const existing = merged[at] as LineKey
      merged[at] = { ...existing, quantity: clampQuantity(existing.quantity + clampQuantity(line.quantity)) }
      return
    }
    if (merged.length >= MAX_CART_LINES) return
    index.set(key, merged.length)
    merged.push({ productId: line.productId, variant: line.variant, quantity: clampQuantity(line.quantity), free: line.free })
  }
  for (const line of into) add(line)
  for (const line of from) if (!line.free) add(line)
  return merged
}

export interface CartAddProduct {
  element_id: number
  element_type: 'product'
  variant: string
  quantity: number
}

/**
 * Spec §4 re-ordering: the order's lines as cart add products, keeping only those whose price
 * with tax is above zero (free lines and lines of a code are left out). Quantities clamped
 * to 1–999. The cart add takes CART_ADD_MAX_ITEMS products per call.
 */
export function reorderLines(lines: { productId: number; variant: string; quantity: number; priceWithTax: Cents }[]): CartAddProduct[] {
  return lines
    .filter((line) => line.priceWithTax > 0)
    .map((line) => ({ element_id: line.productId, element_type: 'product', variant: line.variant, quantity: clampQuantity(line.quantity) }))
}
