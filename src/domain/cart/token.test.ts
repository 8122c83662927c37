import { describe, expect, it } from 'vitest'
import { CART_TOKEN_LIFETIME_MS, EMPTY_CART_TOKEN, isCartTokenValid, issueCartToken, sanitizeCartToken } from './token'

describe('cart token', () => {
  const now = Date.UTC(2026, 10, 22, 10)
  it('is valid for three days after it is set, then expires', () => {
    const state = issueCartToken('abc', now)
    expect(CART_TOKEN_LIFETIME_MS).toBe(259_200_000)
    expect(isCartTokenValid(state, now + CART_TOKEN_LIFETIME_MS - 1)).toBe(true)
    expect(isCartTokenValid(state, now + CART_TOKEN_LIFETIME_MS)).toBe(false)
  })
  it('is invalid when absent or when storage holds garbage', () => {
    expect(isCartTokenValid(EMPTY_CART_TOKEN, now)).toBe(false)
    expect(sanitizeCartToken({ token: '', expiresAt: now })).toEqual(EMPTY_CART_TOKEN)
    expect(sanitizeCartToken({ token: 'x', expiresAt: 'tomorrow' })).toEqual(EMPTY_CART_TOKEN)
    expect(sanitizeCartToken({ token: 'x', expiresAt: now })).toEqual({ token: 'x', expiresAt: now })
  })
})
