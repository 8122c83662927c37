/**
 * Discount codes (decision 087): checking a code against a cart, the amount it takes off,
 * and its view in the cart response (spec §3). Applying a code takes no use: the use is
 * taken when the order is placed. Pure.
 */
import type { Target } from '@/domain/routing/types'
import { divRoundHalfUp, formatCents } from './pricing'
import type { CartDiscountView, Cents, DiscountCode, DiscountRefusal } from './types'

/** Longest code accepted (the discount code form and the collection). */
export const DISCOUNT_CODE_MAX_LENGTH = 40

/** A code as typed → as stored: trimmed, upper case, without spaces (" bienvenue 10 " → "BIENVENUE10"). */
export function normalizeCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase()
}

/** French message of each refusal; `{montant}` is the formatted minimum amount. */
export const DISCOUNT_MESSAGES: Record<DiscountRefusal, string> = {
  unknown: 'Ce code promo n’existe pas.',
  not_started: 'Ce code promo n’est pas encore valable.',
  expired: 'Ce code promo a expiré.',
  other_plan: 'Ce code promo n’est pas valable pour votre espace (professionnels ou particuliers).',
  minimum: 'Ce code promo demande un montant minimum de {montant} d’achats.',
  exhausted: 'Ce code promo a déjà été utilisé le nombre de fois prévu.',
}

/** The minimum message when the amount is not known. */
const MINIMUM_WITHOUT_AMOUNT = 'Ce code promo demande un montant minimum d’achats.'

/**
 * The message of a refusal, with the code's minimum filled in ("… de 50 € d’achats.").
 * With the plan, the amount says its basis ("50 € HT" for professionals, "50 € TTC" otherwise).
 */
export function discountMessage(refusal: DiscountRefusal, code?: DiscountCode | null, target?: Target): string {
  const message = DISCOUNT_MESSAGES[refusal]
  if (refusal !== 'minimum') return message
  if (!code) return MINIMUM_WITHOUT_AMOUNT
  const basis = target === undefined ? '' : target === 'pro' ? ' HT' : ' TTC'
  const amount = `${formatCents(code.minAmount, { currencySymbol: '€' })}${basis}`
  return message.replace('{montant}', amount)
}

export type DiscountCheck = { ok: true } | { ok: false; reason: DiscountRefusal }

/** A date of the code; an absent or unreadable one sets no bound. */
function instant(value: string | null): number | null {
  if (value === null || value === '') return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : time
}

/**
 * Whether a code can apply to a cart of `goods` (on the plan's basis, before discount) at
 * `now`. The first refusal, in this order: unknown, other_plan, not_started, expired,
 * exhausted, minimum. `startsAt` and `endsAt` are both inclusive.
 */
export function checkDiscount(code: DiscountCode | null, ctx: { target: Target; goods: Cents; now: Date }): DiscountCheck {
  if (!code) return { ok: false, reason: 'unknown' }
  if (!code.targets.includes(ctx.target)) return { ok: false, reason: 'other_plan' }
  const now = ctx.now.getTime()
  const start = instant(code.startsAt)
  if (start !== null && now < start) return { ok: false, reason: 'not_started' }
  const end = instant(code.endsAt)
  if (end !== null && now > end) return { ok: false, reason: 'expired' }
  if (code.maxUses !== null && code.used >= code.maxUses) return { ok: false, reason: 'exhausted' }
  if (code.minAmount > 0 && ctx.goods < code.minAmount) return { ok: false, reason: 'minimum' }
  return { ok: true }
}

/**
 * What a code takes off `goods` (on the plan's basis), in cents, never more than the goods:
 * a fixed amount (`eur`), or round(goods × percent / 100) (`percent`, 0–100). A
 * `free_product` code takes nothing off: its free line has an amount of 0.
 */
export function discountAmount(code: DiscountCode | null, goods: Cents): Cents {
  if (!code || code.kind !== 'cart_discount') return 0
  const base = Number.isFinite(goods) ? Math.max(0, goods) : 0
  const value = Number.isFinite(code.value) ? Math.max(0, code.value) : 0
  if (code.unit === 'eur') return Math.min(Math.round(value), base)
  return Math.min(divRoundHalfUp(base * Math.min(100, value), 100), base)
}

/** The code as the cart response shows it (spec §3): the value with its unit (cents or percent), or only the description. */
export function discountView(code: DiscountCode): CartDiscountView {
  if (code.kind === 'free_product') return { code: code.code, type: 'free_product', description: code.description }
  return { code: code.code, type: 'cart_discount', description: code.description, amount: code.value, unit: code.unit }
}
