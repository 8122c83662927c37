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
 * the route handlers', the proxy's) in one process. With several instances (REDIS_URL), each
 * bump is also counted in Redis and every instance reads those counts every second
 * (src/server/redis/generations.ts), so that an edit saved on one rebuilds the others' indexes.
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
const SHARED = Symbol.for('enduits.freshness.shared')
const LATER = Symbol.for('enduits.freshness.later')

/** How a process shares its generations with the other instances (src/server/redis/generations.ts). */
export interface GenerationSharing {
  /** This process bumped these tags (once each): tell the others. */
  publish(tags: readonly Tag[]): void
}

type Holder = {
  [KEY]?: Map<Tag, number>
  [SHARED]?: { counts: Map<Tag, number>; sharing: GenerationSharing | null }
  [LATER]?: { tags: Set<Tag>; timer: ReturnType<typeof setTimeout> | null }
}

/** Bumps made in this process and not (yet) counted by the shared counters. */
function counters(): Map<Tag, number> {
  const holder = globalThis as Holder
  holder[KEY] ??= new Map()
  return holder[KEY]
}

/** The shared counters as last read (every instance's bumps), and the way to publish to them. */
function shared(): NonNullable<Holder[typeof SHARED]> {
  const holder = globalThis as Holder
  holder[SHARED] ??= { counts: new Map(), sharing: null }
  return holder[SHARED]
}

/**
 * How many times the content behind these tags has changed, as far as this process knows:
 * its own bumps plus, with several instances, everybody's. Only compared for equality.
 */
export function generation(tags: Tag | readonly Tag[]): number {
  const list: readonly Tag[] = typeof tags === 'string' ? [tags] : tags
  const local = counters()
  const { counts } = shared()
  return list.reduce((sum, tag) => sum + (local.get(tag) ?? 0) + (counts.get(tag) ?? 0), 0)
}

function bump(tags: readonly Tag[]): void {
  const map = counters()
  for (const tag of tags) map.set(tag, (map.get(tag) ?? 0) + 1)
  shared().sharing?.publish(tags)
}

/** Once the edit's request is over, the same tags once more (see `expire`). */
const SECOND_BUMP_MS = 2000

function bumpAgainLater(tags: readonly Tag[]): void {
  const holder = globalThis as Holder
  const later = (holder[LATER] ??= { tags: new Set(), timer: null })
  for (const tag of tags) later.tags.add(tag)
  later.timer ??= setTimeout(() => {
    const again = [...later.tags]
    later.tags.clear()
    later.timer = null
    bump(again)
  }, SECOND_BUMP_MS)
  later.timer.unref?.()
}

/**
 * The content behind these tags has changed: bump their generations and expire them in
 * Next's data cache (unless `revalidate` is false: the seed, which rebuilds everything).
 *
 * A save runs its hooks inside its transaction, and Next expires the tags only when the
 * request that saved is over: an index rebuilt on the first bump may still read the old
 * content (from the database or the data cache). The generations are therefore bumped a
 * second time a little later, and the indexes rebuild once more.
 */
export function expire(tags: readonly Tag[], { revalidate = true }: { revalidate?: boolean } = {}): void {
  bump(tags)
  if (!revalidate) return
  bumpAgainLater(tags)
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js server (seed, scripts, tests) there is no cache to expire.
    }
  }
}

/** Several instances: from now on this process publishes its bumps (decision 095). */
export function shareGenerations(sharing: GenerationSharing): void {
  shared().sharing = sharing
}

/**
 * The shared counters, as read from the shared store; `published` lists the bumps of this
 * process that these counts now include (each taken off the local count once).
 */
export function recordSharedGenerations(counts: ReadonlyMap<Tag, number>, published: readonly Tag[] = []): void {
  const state = shared()
  for (const [tag, count] of counts) state.counts.set(tag, count)
  const local = counters()
  for (const tag of published) local.set(tag, Math.max(0, (local.get(tag) ?? 0) - 1))
}
