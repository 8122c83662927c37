/**
 * True when every `%` of an address starts a valid UTF-8 escape. Next answers a 500 to an
 * address it cannot decode (`/%`, `/media/%E0%A4%A`), so the edge turns those away first.
 */
export function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * First path segments served outside the locale tree: Payload, media and documents, the
 * scanner's engine, the QR-code entry, Next's files, robots.txt, sitemap.xml, the logo and the
 * icons of Next's file conventions (decision 099).
 * Any other address that does not start with a locale names nothing.
 */
// paiement-test: the local test payment provider's page (decision 088), outside the route table.
const ROOT_SEGMENTS = new Set([
  'api',
  'admin',
  'media',
  'qrcode',
  'vendor',
  '_next',
  'robots.txt',
  'sitemap.xml',
  'logo.svg',
  'icon.svg',
  'favicon.ico',
  'apple-icon.png',
  'paiement-test',
])

/** The first segment when it has a locale's shape (two lowercase letters), known locale or not. */
export function localeShapedSegment(pathname: string): string | undefined {
  return /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1]
}

/** True when the first segment is a (two-letter) locale or one of the root areas above. */
export function hasKnownRoot(pathname: string): boolean {
  return localeShapedSegment(pathname) !== undefined || ROOT_SEGMENTS.has(/^\/([^/]*)/.exec(pathname)?.[1] ?? '')
}
