// @ts-check
/**
 * Next's own file-system cache for pages and data, minus the pages that answer 404
 * (decision 075). A listing address with a filter value that does not exist, or a page
 * number past the last, is decided by the page itself; cached, each such address a
 * crawler invents would stay on disk for good. They are rendered again on each request;
 * everything else is cached exactly as before. The edge's own 404 page (the
 * `erreur-404` route) renders with a 200 and stays cached.
 *
 * Plain CommonJS: Next loads the handler with `require` at start, outside the bundles.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose (see above)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default

/** @param {unknown} data */
function isNotFoundPage(data) {
  return typeof data === 'object' && data !== null && 'kind' in data && data.kind === 'APP_PAGE' && 'status' in data && data.status === 404
}

class PageCacheHandler extends FileSystemCache {
  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return
    return super.set(key, data, ctx)
  }
}

module.exports = PageCacheHandler
