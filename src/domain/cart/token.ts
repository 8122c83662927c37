/** Cart token (spec §4, §9): set with an expiry three days later, valid only if present and not expired. */
export const CART_TOKEN_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000

export type CartToken = { token: string | null; expiresAt: number | null }

export const EMPTY_CART_TOKEN: CartToken = { token: null, expiresAt: null }

export function issueCartToken(token: string, now: number): CartToken {
  return { token, expiresAt: now + CART_TOKEN_LIFETIME_MS }
}

export function isCartTokenValid(state: CartToken, now: number): boolean {
  return Boolean(state.token) && state.expiresAt !== null && state.expiresAt > now
}

export function sanitizeCartToken(raw: unknown): CartToken {
  if (!raw || typeof raw !== 'object') return EMPTY_CART_TOKEN
  const value = raw as { token?: unknown; expiresAt?: unknown }
  const token = typeof value.token === 'string' && value.token.length > 0 ? value.token : null
  const expiresAt = typeof value.expiresAt === 'number' && Number.isFinite(value.expiresAt) ? value.expiresAt : null
  return token && expiresAt ? { token, expiresAt } : EMPTY_CART_TOKEN
}
