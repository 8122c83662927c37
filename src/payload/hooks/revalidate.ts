import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { expire, type Tag } from '@/freshness'

/**
 * Hooks of a collection whose content the public site shows: after each save or delete,
 * the tags are expired (src/freshness). `context.disableRevalidate` (seed) keeps Next's
 * cache as it is but still bumps the generations of the in-process indexes.
 */
export function revalidateOn(...tags: Tag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const run = (context: Record<string, unknown>) => expire(tags, { revalidate: !context.disableRevalidate })
  return {
    afterChange: [({ doc, req }) => (run(req.context), doc)],
    afterDelete: [({ doc, req }) => (run(req.context), doc)],
  }
}
