/**
 * The client's address, for rate limits and the IP allow-list (decision 090). Never the
 * first X-Forwarded-For entry (anybody can write it): with no proxy in front, the
 * connection's own address, which the server stamps on every request (PEER_HEADER,
 * src/instrumentation.ts, overwriting whatever the client sent); behind N trusted proxies,
 * the entry N places from the right of X-Forwarded-For (each proxy appends the address it
 * received the request from). The rule itself is the domain's clientIp.
 */
import { clientIp } from '@/domain/security/ip-allow-list'
import { env } from '@/env'

export const PEER_HEADER = 'x-ardalis-peer'

export function clientAddress(headers: Headers, trustedProxies: number = env.TRUSTED_PROXIES): string | null {
  return clientIp({
    forwardedFor: headers.get('x-forwarded-for'),
    remoteAddress: headers.get(PEER_HEADER),
    trustedProxies,
  })
}
