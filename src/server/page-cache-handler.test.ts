import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The handler is what Next requires at start: the test loads the same file the same way.
const require = createRequire(import.meta.url)
const PageCacheHandler = require('./page-cache-handler.cjs') as new (ctx: Record<string, unknown>) => {
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: { status?: number; html?: unknown } | null } | null>
}

function page(status: number, html: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('rsc'),
    status,
    headers: { 'x-next-cache-tags': 'catalogue' },
    postponed: undefined,
    segmentData: undefined,
  }
}

describe('page cache handler', () => {
  const cache = new PageCacheHandler({
    fs: undefined,
    flushToDisk: false,
    serverDistDir: '/nonexistent',
    revalidatedTags: [],
    maxMemoryCacheSize: 8 * 1024 * 1024,
  })
  const read = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, softTags: [] }
  const write = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false }

  it('keeps pages that exist, as Next’s own cache does', async () => {
    await cache.set('/fr/enduit-professionnels/categorie/enduits-de-lissage', page(200, '<h1>Enduits de lissage</h1>'), write)
    const entry = await cache.get('/fr/enduit-professionnels/categorie/enduits-de-lissage', read)
    expect(entry?.value?.html).toBe('<h1>Enduits de lissage</h1>')
  })

  it('does not keep a page that answered 404', async () => {
    await cache.set('/fr/enduit-professionnels/categorie/enduits-de-lissage/_SUPPORT__inconnu', page(404, '<h1>Page 404</h1>'), write)
    expect(await cache.get('/fr/enduit-professionnels/categorie/enduits-de-lissage/_SUPPORT__inconnu', read)).toBeNull()
  })
})
