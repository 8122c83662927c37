/**
 * Freshness of everything the site derives from the CMS, in one place. An edit saved in
 * /admin calls `expire(tags)` (through the Payload hooks of src/payload/hooks/revalidate):
 * - Next's data cache: every `src/data` read is tagged (src/data/cache.ts); expiring a tag
 *   regenerates the static pages that read it on their next request;
 * - generations: one counter per tag, bumped on every expiry, that the in-process indexes
 *   compare with the one they were built at: the search index (catalogue, pages, FAQ),
 *   the store locator's spatial index (stores) and the edge's tables (redirects; the
 *   catalogue index of products, categories, pages, dossiers and jobs), which reload on
 *   the next request instead of waiting for their periodic refresh.
 * What invalidates what is listed in the README ("Fraîcheur").
 *
 * The counters live on globalThis: Next.js may load this module once per bundle (Payload's,
 * the route handlers', the proxy's) in one process.
 */
import { revalidateTag } from 'next/cache'

/** Cache tags of the public site, one per kind of content. */
export const TAGS = {
  catalogue: 'catalogue',
  dossiers: 'dossiers',
  faq: 'faq',
  navigation: 'navigation',
  pages: 'pages',
  redirects: 'redirects',
  site: 'site',
  jobs: 'jobs',
  trainings: 'trainings',
  landings: 'landings',
  stores: 'stores',
  teintes: 'teintes',
} as const
export type Tag = (typeof TAGS)[keyof typeof TAGS]

/** Tags whose content the site search indexes (products, categories, pages, FAQ). */
export const SEARCHED_TAGS: readonly Tag[] = [TAGS.catalogue, TAGS.pages, TAGS.faq]

/** Tags the edge's catalogue index is built from (products, categories, pages, dossiers, job offers). */
export const URL_INDEX_TAGS: readonly Tag[] = [TAGS.catalogue, TAGS.pages, TAGS.dossiers, TAGS.jobs]

const KEY = Symbol.for('enduits.freshness.generations')
type Holder = { [KEY]?: Map<Tag, number> }

function counters(): Map<Tag, number> {
  const holder = globalThis as Holder
  holder[KEY] ??= new Map()
  return holder[KEY]
}

/** How many times the content behind these tags has changed in this process. */
export function generation(tags: Tag | readonly Tag[]): number {
  const list: readonly Tag[] = typeof tags === 'string' ? [tags] : tags
  const map = counters()
  return list.reduce((sum, tag) => sum + (map.get(tag) ?? 0), 0)
}

/**
 * The content behind these tags has changed: bump their generations and expire them in
 * Next's data cache (unless `revalidate` is false: the seed, which rebuilds everything).
 */
export function expire(tags: readonly Tag[], { revalidate = true }: { revalidate?: boolean } = {}): void {
  const map = counters()
  for (const tag of tags) map.set(tag, (map.get(tag) ?? 0) + 1)
  if (!revalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js server (seed, scripts, tests) there is no cache to expire.
    }
  }
}
