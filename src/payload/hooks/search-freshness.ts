/**
 * Freshness of the in-process search index: Payload hooks bump a generation number
 * after every save or delete of indexed content; the engine rebuilds an index whose
 * generation is older on its next query. Kept on globalThis because Next.js may load
 * this module once per bundle (Payload's and the route handlers') in one process.
 */
const KEY = Symbol.for('enduits.search.generation')

type Holder = { [KEY]?: number }

export function searchGeneration(): number {
  return (globalThis as Holder)[KEY] ?? 0
}

export function markSearchStale(): void {
  const holder = globalThis as Holder
  holder[KEY] = (holder[KEY] ?? 0) + 1
}
