import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { markSearchStale } from './search-freshness'

/**
 * Cache tags of the public site. Data functions in `src/data` tag what they read;
 * these hooks expire the tags when staff save or delete, so the static pages are
 * regenerated on the next request without a rebuild.
 */
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
const SEARCHED: readonly string[] = [TAGS.catalogue, TAGS.pages, TAGS.faq]

function expire(tags: readonly Tag[], context: Record<string, unknown>): void {
  if (tags.some((tag) => SEARCHED.includes(tag))) markSearchStale()
  if (context.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next.js server (seed, scripts, tests) there is no cache to expire.
    }
  }
}

export function revalidateOn(...tags: Tag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc, req }) => (expire(tags, req.context), doc)],
    afterDelete: [({ doc, req }) => (expire(tags, req.context), doc)],
  }
}
