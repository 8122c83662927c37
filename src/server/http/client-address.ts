/**
 * The client's address, for rate limits. Never the first X-Forwarded-For entry (anybody can
 * write it): with no proxy in front, the connection's own address, which the server stamps
 * on every request (PEER_HEADER, src/instrumentation.ts, overwriting whatever the client
 * sent); behind N trusted proxies, the entry N places from the right of X-Forwarded-For
 * (each proxy appends the address it received the request from).
 */
import { env } from '@/env'

export const PEER_HEADER = 'x-ardalis-peer'

export function clientAddress(headers: Headers, trustedProxies: number = env.TRUSTED_PROXIES): string | null {
  const peer = headers.get(PEER_HEADER)?.trim() || null
  if (trustedProxies === 0) return peer
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (forwarded.length === 0) return peer
  return forwarded[Math.max(0, forwarded.length - trustedProxies)] ?? peer
}
