/**
 * IP allow-list guard (spec §6): when configured, only listed addresses or ranges
 * may access the application; an empty list means open access.
 * IPv4 and IPv6 addresses and CIDR ranges, implemented with bigint arithmetic.
 *
 * The address judged is `clientIp`'s (below, decision 090): counted from the right of
 * X-Forwarded-For past the configured trusted proxies, never its first entry, which the
 * client writes.
 */

export type IpVersion = 4 | 6

export interface AllowListEntry {
  version: IpVersion
  /** network address with host bits cleared */
  network: bigint
  /** prefix length: 32 / 128 for a single address */
  prefix: number
  /** the entry as written in the configuration */
  source: string
}
/** Alias of AllowListEntry. */
export type Entry = AllowListEntry

interface ParsedIp {
  version: IpVersion
  value: bigint
}

const BITS: Record<IpVersion, number> = { 4: 32, 6: 128 }

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let value = 0n
  for (const part of parts) {
    // Decimal only, no leading zero (avoids the octal ambiguity of "010").
    if (!/^(?:0|[1-9][0-9]{0,2})$/.test(part)) return null
    const byte = Number(part)
    if (byte > 255) return null
    value = (value << 8n) | BigInt(byte)
  }
  return value
}

function parseIpv6(text: string): bigint | null {
  let groups = text
  if (text.includes('.')) {
    // Embedded IPv4 in the last 32 bits (e.g. ::ffff:1.2.3.4): rewrite it as two groups.
    const lastColon = text.lastIndexOf(':')
    const embedded = parseIpv4(text.slice(lastColon + 1))
    if (embedded === null) return null
    groups = `${text.slice(0, lastColon + 1)}${(embedded >> 16n).toString(16)}:${(embedded & 0xffffn).toString(16)}`
  }
  const halves = groups.split('::')
  if (halves.length > 2) return null
  const split = (half: string): string[] | null => {
    if (half === '') return []
    const parts = half.split(':')
    return parts.every((part) => /^[0-9a-fA-F]{1,4}$/.test(part)) ? parts : null
  }
  const head = split(halves[0] ?? '')
  const tail = halves.length === 2 ? split(halves[1] ?? '') : []
  if (head === null || tail === null) return null
  const count = head.length + tail.length
  // Without "::" there must be 8 groups; "::" stands for at least one zero group.
  if (halves.length === 1 ? count !== 8 : count > 7) return null
  let value = 0n
  for (const group of [...head, ...Array<string>(8 - count).fill('0'), ...tail]) {
    value = (value << 16n) | BigInt(parseInt(group, 16))
  }
  return value
}

/** IPv4-mapped IPv6 (::ffff:a.b.c.d) becomes plain IPv4. */
function unmap(ip: ParsedIp): ParsedIp {
  if (ip.version === 6 && ip.value >> 32n === 0xffffn) {
    return { version: 4, value: ip.value & 0xffffffffn }
  }
  return ip
}

/** Parses a bare IPv4 or IPv6 address (no port, brackets or zone); null when invalid. */
export function parseIp(text: string): ParsedIp | null {
  if (text.includes(':')) {
    const value = parseIpv6(text)
    return value === null ? null : { version: 6, value }
  }
  const value = parseIpv4(text)
  return value === null ? null : { version: 4, value }
}

function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.')
}

function mask(version: IpVersion, prefix: number): bigint {
  const bits = BigInt(BITS[version])
  const all = (1n << bits) - 1n
  return prefix === 0 ? 0n : (all >> (bits - BigInt(prefix))) << (bits - BigInt(prefix))
}

function parseEntry(source: string): AllowListEntry {
  const [address = '', prefixText, extra] = source.split('/')
  const fail = (reason: string): never => {
    throw new Error(`Invalid IP allow-list entry "${source}": ${reason}`)
  }
  if (extra !== undefined) fail('more than one "/"')
  const ip = parseIp(address)
  if (ip === null) return fail('not an IPv4 or IPv6 address')
  const bits = BITS[ip.version]
  let prefix = bits
  if (prefixText !== undefined) {
    if (!/^(?:0|[1-9][0-9]{0,2})$/.test(prefixText) || Number(prefixText) > bits) {
      fail(`the prefix length must be an integer from 0 to ${bits}`)
    }
    prefix = Number(prefixText)
  }
  // ::ffff:a.b.c.d/96+n is the IPv4 range a.b.c.d/n.
  if (ip.version === 6 && prefix >= 96 && ip.value >> 32n === 0xffffn) {
    const v4Prefix = prefix - 96
    return { version: 4, network: ip.value & 0xffffffffn & mask(4, v4Prefix), prefix: v4Prefix, source }
  }
  // Host bits are cleared: "10.1.2.3/8" means 10.0.0.0/8.
  return { version: ip.version, network: ip.value & mask(ip.version, prefix), prefix, source }
}

/**
 * Parses a comma and/or whitespace separated list of IPv4 / IPv6 addresses and CIDR
 * ranges. An empty or blank spec gives an empty list (open access).
 * Throws an Error naming the first invalid entry.
 */
export function parseAllowList(spec: string): AllowListEntry[] {
  return spec
    .split(/[\s,]+/)
    .filter((token) => token !== '')
    .map(parseEntry)
}

/** Address without brackets, port or IPv6 zone id (`[::1]:80` → `::1`, `1.2.3.4:80` → `1.2.3.4`). */
function stripDecorations(text: string): string {
  let value = text.trim()
  const bracketed = /^\[([^\]]+)\](?::[0-9]+)?$/.exec(value)
  if (bracketed) value = bracketed[1] ?? ''
  else if (/^[0-9.]+:[0-9]+$/.test(value)) value = value.slice(0, value.indexOf(':'))
  const zone = value.indexOf('%')
  return zone === -1 ? value : value.slice(0, zone)
}

/**
 * Client address (decision 090). Never the first X-Forwarded-For entry, which anybody can
 * write: with no trusted proxy, the connection's own address (`remoteAddress`); behind
 * `trustedProxies` proxies that each append the address they received the request from, the
 * entry that many places from the right (the farthest entry when the chain is shorter; the
 * connection's address when there is none). Brackets, ports and zone ids are removed,
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes IPv4, IPv6 is lower-cased.
 * Returns null when the chosen value is not an IP address (e.g. "unknown"): an
 * unreadable forwarded address never falls back to the proxy's own address.
 */
export function clientIp(input: {
  forwardedFor?: string | readonly string[] | null
  remoteAddress?: string | null
  trustedProxies?: number
}): string | null {
  const trustedProxies = input.trustedProxies ?? 0
  const header = Array.isArray(input.forwardedFor) ? input.forwardedFor.join(',') : (input.forwardedFor as string | null | undefined)
  const entries = trustedProxies > 0 ? (header ?? '').split(',').map((entry) => entry.trim()) : []
  const chain = entries.length === 1 && entries[0] === '' ? [] : entries
  const candidate = chain.length > 0 ? chain[Math.max(0, chain.length - trustedProxies)] : input.remoteAddress?.trim()
  if (candidate === undefined || candidate === '') return null
  const bare = stripDecorations(candidate)
  const parsed = parseIp(bare)
  if (parsed === null) return null
  const ip = unmap(parsed)
  return ip.version === 4 ? formatIpv4(ip.value) : bare.toLowerCase()
}

/**
 * True when the list is empty (access open), otherwise only for an address listed
 * or inside a listed range. A null or invalid address is refused by a non-empty list.
 */
export function isAllowed(ip: string | null, list: readonly AllowListEntry[]): boolean {
  if (list.length === 0) return true
  if (ip === null) return false
  const parsed = parseIp(stripDecorations(ip))
  if (parsed === null) return false
  const address = unmap(parsed)
  return list.some((entry) => entry.version === address.version && (address.value & mask(entry.version, entry.prefix)) === entry.network)
}

/** Message of the 401 response (spec §6). */
export const NOT_ALLOWED_MESSAGE = 'You are not allowed to access this application'
