import { z } from 'zod'
import { CURRENCY_SEPARATOR, formatPrice } from './price'

/**
 * Amounts that staff type in euros in the back office (decision 134) while everything stored
 * stays in integer cents (decision 087). French first: « 24,90 », « 1 234,50 € »; a decimal
 * point is read too (« 24.90 »). Nothing is guessed: a text that is not plainly an amount
 * (« abc », « 12,345 », « -5 », « 1.234,50 ») is refused, never rounded or cut.
 */

/** What the back office says under a field whose text is not an amount in euros. */
export const EURO_INPUT_MESSAGE = 'Montant attendu en euros, par exemple 24,90.'

/** The largest amount accepted: ten million euros, far above any price, well inside a safe integer of cents. */
export const MAX_EURO_CENTS = 1_000_000_000

/** Spaces a French amount may hold between groups of thousands: space, no-break and narrow no-break spaces. */
const GROUP_SPACE = '[ \\u00a0\\u202f]'

/**
 * Whole euros, plain (« 1234 ») or grouped by thousands with one space (« 1 234 »), then at
 * most two decimals after a comma or a point; a euro sign before or after is allowed.
 */
const AMOUNT = new RegExp(`^(?:€${GROUP_SPACE}*)?(\\d+|\\d{1,3}(?:${GROUP_SPACE}\\d{3})+)(?:[,.](\\d{1,2}))?(?:${GROUP_SPACE}*€)?$`)
const hasTwoSigns = (text: string) => text.indexOf('€') !== text.lastIndexOf('€')

/** The text of an amount in euros, as typed, to its integer cents; blank is `null` (no amount). */
export const euroInput = z
  .string()
  .transform((text) => text.replace(/^[\s\u00a0\u202f]+|[\s\u00a0\u202f]+$/g, ''))
  .transform((text, ctx): number | null => {
    if (text === '') return null
    const match = hasTwoSigns(text) ? null : AMOUNT.exec(text)
    const cents = match ? Number((match[1] ?? '').replace(/\D/g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : Number.NaN
    if (!Number.isSafeInteger(cents) || cents > MAX_EURO_CENTS) {
      ctx.addIssue({ code: 'custom', message: EURO_INPUT_MESSAGE })
      return z.NEVER
    }
    return cents
  })

/**
 * What the back office's form holds for a text that is not an amount: the text, wrapped so that
 * nothing reads it as a number on its way to the server (Payload turns a string sent for a number
 * into `parseFloat` of it, « 12,345 » into 12, before any check).
 */
export type UnreadEuros = { readonly notAnAmount: string }

export const unreadEuros = (text: string): UnreadEuros => ({ notAnAmount: text })

export function isUnreadEuros(value: unknown): value is UnreadEuros {
  return typeof value === 'object' && value !== null && typeof (value as { notAnAmount?: unknown }).notAnAmount === 'string'
}

export type EuroInputResult = { ok: true; cents: number | null } | { ok: false; message: string }

/** Reads what staff typed: integer cents, `null` for a blank field, or the French message. */
export function parseEuroInput(text: string): EuroInputResult {
  const result = euroInput.safeParse(text)
  return result.success ? { ok: true, cents: result.data } : { ok: false, message: EURO_INPUT_MESSAGE }
}

/**
 * Integer cents as the field shows them to be edited: always two decimals, a comma, thousands
 * grouped as the site writes prices (« 24,90 », « 1 234,50 »), no currency sign (the label says €).
 * Blank for no amount. A value that is not whole non-negative cents (the server refuses it, but
 * an old row could hold one) is shown as stored, « 24.5 centimes », which does not read as
 * euros: touched and saved, it is refused rather than taken for 24,50 €.
 */
export function centsToEuroInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return ''
  if (!Number.isSafeInteger(cents) || cents < 0) return `${String(cents)} centimes`
  return formatPrice(cents / 100, { forceDecimals: true })
}

/** Integer cents as the back office's lists show them: « 24,90 € », « 1 234,50 € ». */
export function centsToEuroText(cents: number): string {
  const text = centsToEuroInput(cents)
  return Number.isSafeInteger(cents) && cents >= 0 ? `${text}${CURRENCY_SEPARATOR}€` : text
}
