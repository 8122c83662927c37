// @ts-check
/**
 * The cache of pages and data: Next's own file-system cache on one machine, or, when
 * REDIS_URL is set, the cache all instances share in Redis (src/server/redis/page-cache.cjs,
 * decision 095; the build itself always writes to disk). Either way, with two changes:
 *
 * - the pages that answer 404 are not kept (decision 075). A listing address with a filter
 *   value that does not exist, or a page number past the last, is decided by the page itself;
 *   cached, each such address a crawler invents would stay on disk for good. They are rendered
 *   again on each request. The edge's own 404 page (the `erreur-404` route) renders with a 200
 *   and stays cached.
 * - every page that enters the cache gets its Content-Security-Policy, with the hash of each of
 *   its inline scripts (decision 089): a cached page cannot carry a per-request nonce. Next
 *   sends the headers of a cache entry with the page, the first (MISS) answer included, since
 *   it is the same object. Entries written by the build get theirs when first read.
 *
 * Plain CommonJS: Next loads the handler with `require` at start, outside the bundles, so
 * the policy itself (TypeScript, src/edge/security-headers.ts) is handed over through a
 * process-wide hook that src/instrumentation.ts sets when the server starts.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose (see above)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedPageCache } = require('./redis/page-cache.cjs')

const building = process.env.NEXT_PHASE === 'phase-production-build'
/** @type {typeof FileSystemCache} */
const Base = process.env.REDIS_URL && !building ? /** @type {any} */ (sharedPageCache(process.env.REDIS_URL)) : FileSystemCache

const POLICY_HOOK = Symbol.for('ardalis.cachedPagePolicy')
const CSP = 'content-security-policy'

/** @param {unknown} data */
function isNotFoundPage(data) {
  return typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'APP_PAGE' && 'status' in data && data.status === 404
}

/**
 * Adds the page's policy to its headers, in place, when it has none yet.
 * @param {unknown} data
 */
function withPolicy(data) {
  if (typeof data !== 'object' || data === null || !('kind' in data) || data.kind !== 'APP_PAGE') return
  if (!('html' in data) || typeof data.html !== 'string' || data.html === '') return
  const page = /** @type {{ html: string; headers?: Record<string, unknown> }} */ (data)
  if (page.headers && typeof page.headers[CSP] === 'string') return
  const policyOf = /** @type {((html: string) => string) | undefined} */ (/** @type {any} */ (globalThis)[POLICY_HOOK])
  if (typeof policyOf !== 'function') return
  page.headers = { ...page.headers, [CSP]: policyOf(page.html) }
}

class PageCacheHandler extends Base {
  /** @type {FileSystemCache['get']} */
  async get(...args) {
    const entry = await super.get(...args)
    if (entry && typeof entry === 'object' && 'value' in entry) withPolicy(entry.value)
    return entry
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    withPolicy(data)
    if (isNotFoundPage(data)) return
    return super.set(key, data, ctx)
  }
}

module.exports = PageCacheHandler
