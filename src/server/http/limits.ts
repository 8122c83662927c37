/**
 * The budgets of the public endpoints (decision 090): attempts per key and window, chosen
 * so that a person using the site never meets them while a script is held to a trickle.
 * Keys are the client address (client-address.ts) or, where there is one, the account or the
 * e-mail address concerned. A refusal is the 429 problem with a French message and Retry-After.
 */
import 'server-only'
import { clientAddress } from './client-address'
import { limiter, takeAttempt } from './rate-limit'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const BUDGETS = {
  /** A challenge per form shown, and again after each refusal: a visitor opens a few forms at most. */
  captcha: { points: 60, duration: 10 * MINUTE },
  /** Search as you type: one call per pause of 300 ms in typing, a few searches a minute. */
  suggest: { points: 300, duration: 5 * MINUTE },
  /** A barcode scanned by the phone's camera: one call per code read. */
  scan: { points: 120, duration: 5 * MINUTE },
  /** Each form, per address: a submission or two per visit. */
  form: { points: 10, duration: HOUR },
  /** Every form together, per e-mail address given (each sends that address a mail). */
  formEmail: { points: 10, duration: HOUR },
  /** A cart created without a token (no account): one per visit. */
  cartCreate: { points: 20, duration: HOUR },
  /** Packs added to a cart without an account (a bogus token creates a cart too). */
  cartAdd: { points: 300, duration: HOUR },
  /** The favourites list by e-mail, per address (with the captcha, at most 3 recipients). */
  wishlistAddress: { points: 10, duration: HOUR },
  /** The favourites list by e-mail, per recipient: a mailbox gets at most this many a day. */
  wishlistRecipient: { points: 3, duration: DAY },
} as const

export type Budget = keyof typeof BUDGETS

function limiterOf(budget: Budget) {
  const { points, duration } = BUDGETS[budget]
  return limiter(budget, points, duration)
}

/** The client address as a limit key ('inconnue' when the server cannot tell: one shared budget). */
export function addressKey(request: Request): string {
  return clientAddress(request.headers) ?? 'inconnue'
}

/** Takes one attempt of the budget for the request's client address (`scope` splits the budget, e.g. per form). */
export async function limitAddress(request: Request, budget: Budget, scope = ''): Promise<void> {
  await takeAttempt(limiterOf(budget), scope ? `${scope}:${addressKey(request)}` : addressKey(request))
}

/** Takes one attempt of the budget for a key of its own (an e-mail address, lower-cased); `message` replaces the generic refusal. */
export async function limitKey(budget: Budget, key: string, message?: string): Promise<void> {
  await takeAttempt(limiterOf(budget), key.trim().toLowerCase(), message)
}
