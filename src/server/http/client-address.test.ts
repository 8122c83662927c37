import { describe, expect, it } from 'vitest'
import { clientAddress, PEER_HEADER } from './client-address'

const headers = (values: Record<string, string>) => new Headers(values)

describe('clientAddress', () => {
  it('takes the connection’s address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(headers({ [PEER_HEADER]: '198.51.100.7', 'x-forwarded-for': '10.0.0.1' }), 0)).toBe('198.51.100.7')
  })

  it('counts trusted proxies from the right of X-Forwarded-For, so a forged first entry is ignored', () => {
    const forged = headers({ [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': '1.2.3.4, 203.0.113.9' })
    expect(clientAddress(forged, 1)).toBe('203.0.113.9')
    const twoProxies = headers({ [PEER_HEADER]: '10.0.0.3', 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.2' })
    expect(clientAddress(twoProxies, 2)).toBe('203.0.113.9')
  })

  it('falls back to the farthest known address when the chain is shorter than the proxies', () => {
    expect(clientAddress(headers({ [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': '203.0.113.9' }), 3)).toBe('203.0.113.9')
    expect(clientAddress(headers({ [PEER_HEADER]: '10.0.0.2' }), 1)).toBe('10.0.0.2')
    expect(clientAddress(headers({}), 0)).toBeNull()
  })

  it('writes addresses one way, whatever the connection reports', () => {
    expect(clientAddress(headers({ [PEER_HEADER]: '::ffff:198.51.100.7' }), 0)).toBe('198.51.100.7')
  })
})
