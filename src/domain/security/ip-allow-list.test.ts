import { describe, expect, it } from 'vitest'
import { clientIp, isAllowed, NOT_ALLOWED_MESSAGE, parseAllowList, parseIp } from './ip-allow-list'

describe('parseIp', () => {
  it.each([
    ['0.0.0.0', 4, 0n],
    ['255.255.255.255', 4, 0xffffffffn],
    ['192.168.1.10', 4, 0xc0a8010an],
    ['::', 6, 0n],
    ['::1', 6, 1n],
    ['2001:db8::', 6, 0x20010db8n << 96n],
    ['2001:DB8:0:0:0:0:0:1', 6, (0x20010db8n << 96n) | 1n],
    ['1:2:3:4:5:6:7::', 6, 0x0001000200030004000500060007_0000n],
    ['::ffff:1.2.3.4', 6, (0xffffn << 32n) | 0x01020304n],
    ['64:ff9b::192.0.2.33', 6, (0x0064ff9bn << 96n) | 0xc0000221n],
  ] as const)('%s', (text, version, value) => {
    expect(parseIp(text)).toStrictEqual({ version, value })
  })

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3.-4',
    ' 1.2.3.4',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1::2::3',
    '12345::',
    'g::1',
    ':::',
    '1:2:3:4:5:6:7:8::',
    '::1.2.3',
    '1.2.3.4::',
    'localhost',
  ])('rejects %j', (text) => {
    expect(parseIp(text)).toBeNull()
  })
})

describe('parseAllowList', () => {
  it('parses addresses and ranges separated by commas and/or whitespace', () => {
    const list = parseAllowList(' 10.0.0.0/8, 192.168.1.10\n2001:db8::/32  ::1 ,')
    expect(list.map((entry) => [entry.version, entry.prefix, entry.source])).toStrictEqual([
      [4, 8, '10.0.0.0/8'],
      [4, 32, '192.168.1.10'],
      [6, 32, '2001:db8::/32'],
      [6, 128, '::1'],
    ])
  })

  it('gives an empty list for a blank spec', () => {
    expect(parseAllowList('')).toStrictEqual([])
    expect(parseAllowList(' ,\n ')).toStrictEqual([])
  })

  it('clears host bits of a range', () => {
    expect(parseAllowList('10.1.2.3/8')[0]?.network).toBe(0x0a000000n)
  })

  it('turns an IPv4-mapped range into an IPv4 range', () => {
    expect(parseAllowList('::ffff:10.0.0.0/104')[0]).toMatchObject({ version: 4, prefix: 8 })
  })

  it.each([
    ['10.0.0.0/33', /"10.0.0.0\/33".*0 to 32/],
    ['::/129', /0 to 128/],
    ['10.0.0.0/', /prefix/],
    ['10.0.0.0/08', /prefix/],
    ['10.0.0.0/8/1', /more than one/],
    ['300.0.0.1', /"300.0.0.1": not an IPv4 or IPv6 address/],
    ['example.com', /not an IPv4 or IPv6/],
    ['1.2.3.4, nope', /"nope"/],
  ])('throws a clear error for %j', (spec, message) => {
    expect(() => parseAllowList(spec)).toThrow(message)
  })
})

describe('clientIp', () => {
  it.each([
    [{ forwardedFor: '203.0.113.7, 10.0.0.1', remoteAddress: '10.0.0.1', trustedProxies: 2 }, '203.0.113.7'],
    [{ forwardedFor: '  203.0.113.7  ', trustedProxies: 1 }, '203.0.113.7'],
    [{ forwardedFor: ['203.0.113.7, 10.0.0.2', '10.0.0.3'], trustedProxies: 3 }, '203.0.113.7'],
    [{ forwardedFor: '::ffff:203.0.113.7', trustedProxies: 1 }, '203.0.113.7'],
    [{ forwardedFor: '::FFFF:cb00:7107', trustedProxies: 1 }, '203.0.113.7'],
    [{ forwardedFor: '2001:DB8::1', trustedProxies: 1 }, '2001:db8::1'],
    [{ forwardedFor: '[2001:db8::1]:443', trustedProxies: 1 }, '2001:db8::1'],
    [{ forwardedFor: '203.0.113.7:51234', trustedProxies: 1 }, '203.0.113.7'],
    [{ forwardedFor: 'fe80::1%eth0', trustedProxies: 1 }, 'fe80::1'],
    [{ forwardedFor: null, remoteAddress: '::ffff:127.0.0.1' }, '127.0.0.1'],
    [{ forwardedFor: '', remoteAddress: '::1', trustedProxies: 1 }, '::1'],
    [{ forwardedFor: '1.2.3.4, ', remoteAddress: '10.0.0.1', trustedProxies: 1 }, null],
    [{ forwardedFor: '1.2.3.4, unknown', remoteAddress: '10.0.0.1', trustedProxies: 1 }, null],
    [{}, null],
    [{ remoteAddress: 'garbage' }, null],
  ])('%j → %s', (input, expected) => {
    expect(clientIp(input)).toBe(expected)
  })

  it('ignores X-Forwarded-For when no proxy is trusted: the connection’s address only', () => {
    expect(clientIp({ forwardedFor: '203.0.113.7', remoteAddress: '198.51.100.1' })).toBe('198.51.100.1')
    expect(clientIp({ forwardedFor: '203.0.113.7' })).toBeNull()
  })

  it('never takes a forged first entry: each trusted proxy appends, so the client’s own entries stay on the left', () => {
    expect(clientIp({ forwardedFor: '10.0.0.1, 203.0.113.9', remoteAddress: '10.0.0.2', trustedProxies: 1 })).toBe('203.0.113.9')
    expect(clientIp({ forwardedFor: '10.0.0.1, 203.0.113.9, 10.0.0.3', remoteAddress: '10.0.0.2', trustedProxies: 2 })).toBe('203.0.113.9')
  })
})

describe('isAllowed', () => {
  const list = parseAllowList('10.0.0.0/8, 192.168.1.10, 2001:db8::/32, ::1')

  it('is open when the list is empty, even without an address', () => {
    expect(isAllowed(null, [])).toBe(true)
    expect(isAllowed('8.8.8.8', [])).toBe(true)
  })

  it.each([
    ['10.0.0.0', true],
    ['10.255.255.255', true],
    ['11.0.0.0', false],
    ['9.255.255.255', false],
    ['192.168.1.10', true],
    ['192.168.1.11', false],
    ['::ffff:10.1.2.3', true],
    ['2001:db8::1', true],
    ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', true],
    ['2001:db9::', false],
    ['::1', true],
    ['::2', false],
    ['[::1]:8080', true],
    ['not an ip', false],
    [null, false],
  ] as const)('%s → %s', (ip, expected) => {
    expect(isAllowed(ip, list)).toBe(expected)
  })

  it('does not mix IPv4 and IPv6 families', () => {
    expect(isAllowed('::a00:1', parseAllowList('10.0.0.0/8'))).toBe(false)
    expect(isAllowed('0.0.0.1', parseAllowList('::/0'))).toBe(false)
  })

  it('matches everything of a family with a /0 range', () => {
    expect(isAllowed('203.0.113.9', parseAllowList('0.0.0.0/0'))).toBe(true)
    expect(isAllowed('2a00::1', parseAllowList('::/0'))).toBe(true)
  })

  it('works end to end with clientIp', () => {
    const allow = parseAllowList('203.0.113.0/24')
    expect(isAllowed(clientIp({ forwardedFor: '10.0.0.1, 203.0.113.50', trustedProxies: 1 }), allow)).toBe(true)
    expect(isAllowed(clientIp({ forwardedFor: '203.0.113.50, 10.0.0.1', trustedProxies: 1 }), allow)).toBe(false)
    expect(isAllowed(clientIp({ forwardedFor: 'unknown', remoteAddress: '203.0.113.1', trustedProxies: 1 }), allow)).toBe(false)
  })

  it('exposes the 401 message', () => {
    expect(NOT_ALLOWED_MESSAGE).toBe('You are not allowed to access this application')
  })
})
