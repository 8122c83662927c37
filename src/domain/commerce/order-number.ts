/**
 * Order numbers (decision 087): `CMD-{year}-{n}`, n from a per-year counter, at least six
 * digits (`CMD-2026-000001`), more once a year passes 999 999 orders. Pure.
 */

const PATTERN = /^CMD-(\d{4})-(\d{6,16})$/

/** `formatOrderNumber(2026, 1)` → "CMD-2026-000001". Throws a RangeError on a year or number out of range. */
export function formatOrderNumber(year: number, n: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Order year out of range: ${String(year)}`)
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Order counter out of range: ${String(n)}`)
  return `CMD-${year}-${String(n).padStart(6, '0')}`
}

/**
 * "CMD-2026-000001" → { year: 2026, n: 1 }; null for anything else, including a number with
 * leading zeros beyond six digits (every order has one spelling). Surrounding spaces and the
 * case of the prefix are forgiven (a number typed or pasted by a customer).
 */
export function parseOrderNumber(s: string): { year: number; n: number } | null {
  const match = PATTERN.exec(s.trim().toUpperCase())
  if (!match) return null
  const year = Number(match[1])
  const n = Number(match[2])
  if (year < 1000 || !Number.isSafeInteger(n) || n < 1) return null
  return formatOrderNumber(year, n) === match[0] ? { year, n } : null
}
