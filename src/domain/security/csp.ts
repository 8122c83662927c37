/**
 * The security headers of every answer (issue 20, decision 089): the Content-Security-Policy
 * of the public pages, of the back office and of every other answer (API, files, redirects),
 * the hashes of a page's inline scripts, HSTS and the Permissions-Policy.
 *
 * Public pages allow no inline script but their own: a page rendered per request carries a
 * nonce, a cached page the SHA-256 of each of its inline scripts (computed when it enters
 * the cache). Styles may be inline (React and Leaflet write style attributes).
 */

/** Hosts the trackers load from and report to, once their consent category is accepted (decision 040). */
const TRACKER_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net', 'https://s.pinimg.com'] as const
const TRACKER_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.facebook.com',
  'https://ct.pinterest.com',
] as const
/** The video embeds behind the video consent (youtube-nocookie.com) and their thumbnails. */
const VIDEO_FRAME_HOST = 'https://www.youtube-nocookie.com'
const VIDEO_IMAGE_HOST = 'https://i.ytimg.com'
/** reCAPTCHA v3, used instead of the proof of work when its keys are set. */
const RECAPTCHA_HOSTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const
/** Payload's code editor (JSON fields) loads Monaco from this CDN. */
const ADMIN_EDITOR_HOST = 'https://cdn.jsdelivr.net'

export interface PagePolicyOptions {
  /** Script sources of the page's own inline scripts: `'nonce-…'` or `'sha256-…'`. */
  scripts: readonly string[]
  /** Origin of the map tiles (from MAP_TILE_URL), or null. */
  tileOrigin: string | null
  /** Trackers configured (any identifier set): their hosts are allowed. */
  trackers: boolean
  /** reCAPTCHA configured instead of the proof of work. */
  recaptcha: boolean
  /** The site is served over https: mixed content is upgraded. */
  https: boolean
  /** `next dev`: its hot reload evaluates code. */
  dev?: boolean
}

type Directives = [name: string, ...sources: string[]][]

function serialise(directives: Directives): string {
  return directives.map((parts) => parts.filter(Boolean).join(' ')).join('; ')
}

/** The policy of a public page. */
export function pagePolicy(options: PagePolicyOptions): string {
  const trackers = options.trackers
  const recaptcha = options.recaptcha
  const directives: Directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...options.scripts,
      // The barcode reader's polyfill compiles its WebAssembly (served from /vendor).
      "'wasm-unsafe-eval'",
      ...(options.dev ? ["'unsafe-eval'"] : []),
      ...(trackers ? TRACKER_SCRIPT_HOSTS : []),
      ...(recaptcha ? RECAPTCHA_HOSTS : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', options.tileOrigin ?? '', VIDEO_IMAGE_HOST, ...(trackers ? TRACKER_CONNECT_HOSTS : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(trackers ? TRACKER_CONNECT_HOSTS : []), ...(recaptcha ? RECAPTCHA_HOSTS : [])],
    ['frame-src', VIDEO_FRAME_HOST, ...(recaptcha ? RECAPTCHA_HOSTS : [])],
    ['worker-src', "'self'"],
    ['media-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    ...(options.https ? ([['upgrade-insecure-requests']] as Directives) : []),
  ]
  return serialise(directives)
}

/** The back office (Payload's admin, rendered per request): its nonce and its code editor. */
export function adminPolicy(options: { nonce: string; https: boolean; dev?: boolean }): string {
  return serialise([
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${options.nonce}'`, ...(options.dev ? ["'unsafe-eval'"] : []), ADMIN_EDITOR_HOST],
    ['style-src', "'self'", "'unsafe-inline'", ADMIN_EDITOR_HOST],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:', ADMIN_EDITOR_HOST],
    ['connect-src', "'self'", ADMIN_EDITOR_HOST],
    ['worker-src', "'self'", 'blob:'],
    // Live preview and the site's pages open in frames of the admin.
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    ...(options.https ? ([['upgrade-insecure-requests']] as Directives) : []),
  ])
}

/**
 * Every answer that is not a page (API JSON, uploaded files, PDFs, redirects, the test
 * payment page): nothing may run. Inline styles and same-origin images stay allowed for
 * the few small HTML answers (test payment page) and the browser's own PDF and image viewers.
 */
export const NON_PAGE_POLICY = serialise([
  ['default-src', "'none'"],
  ['img-src', "'self'", 'data:', 'blob:'],
  ['style-src', "'unsafe-inline'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'self'"],
])

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript'])

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, 'i').exec(attributes)
  if (!match) return null
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/**
 * The text of each inline script a browser would run: `<script>` elements without `src`
 * whose type is JavaScript (data blocks such as `application/ld+json` never run and need
 * no hash). React writes attribute values in double quotes and never lets `</script`
 * appear inside a script, so a script's text ends at the first `</script`.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  const pattern = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? ''
    const text = match[2] ?? ''
    if (attribute(attributes, 'src') !== null) continue
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    scripts.push(text)
  }
  return scripts
}

/** The `'sha256-…'` sources of a page's inline scripts, each once, given a base64 SHA-256 function. */
export function scriptHashSources(html: string, sha256Base64: (text: string) => string): string[] {
  return [...new Set(inlineScripts(html).map((text) => `'sha256-${sha256Base64(text)}'`))]
}

/**
 * The origin to allow for a tile URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`):
 * a `{s}` subdomain placeholder becomes `*`. Null for a template that is not an http(s) URL.
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim())
  if (!match?.[1] || !match[2]) return null
  const host = match[2].replace(/\{[a-z]+\}/gi, '*').toLowerCase()
  if (!/^[a-z0-9*.:[\]-]+$/.test(host)) return null
  return `${match[1].toLowerCase()}://${host}`
}

/** HSTS for a site served over https: two years, subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** The camera for the barcode scanner and the position for the store locator, on our own pages only; the rest off. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ')
