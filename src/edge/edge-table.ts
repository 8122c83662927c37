import { generation, type Tag } from '@/freshness'
import { INTERNAL_HEADER, internalToken } from './internal-token'

const REFRESH_MS = 3000

/**
 * A table the edge (proxy) keeps in memory, loaded from an internal endpoint of the
 * same server (which reads the CMS through the tagged data cache). An edit of its
 * content in this process (src/freshness: a new generation of one of `tags`) reloads it
 * before the next request is answered; otherwise it is refreshed in the background at
 * most every few seconds, which also catches edits the generations cannot see. A failed
 * load keeps the previous table (or an empty one) and is retried after the same delay.
 */
export function edgeTable<T>(path: string, tags: readonly Tag[], decode: (json: unknown) => T, empty: () => T) {
  let value: T | null = null
  let loadedAt = 0
  let loadedGeneration = 0
  let inflight: Promise<void> | null = null

  async function load(origin: string): Promise<void> {
    const response = await fetch(`${origin}${path}`, { headers: { [INTERNAL_HEADER]: internalToken() }, cache: 'no-store' })
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
    value = decode(await response.json())
    loadedAt = Date.now()
  }

  function refresh(origin: string): Promise<void> {
    // A failed load counts as done for this generation too: it is retried after the delay.
    const startGeneration = generation(tags)
    inflight ??= load(origin)
      .catch((error: unknown) => {
        console.error(`Table de l’edge non chargée (${path})`, error)
        value ??= empty()
        loadedAt = Date.now()
      })
      .finally(() => {
        loadedGeneration = startGeneration
        inflight = null
      })
    return inflight
  }

  /** The table; waits for a load only on first use, after an edit, or when older than `maxAgeMs`. */
  return async function get(origin: string, opts: { maxAgeMs?: number } = {}): Promise<T> {
    const age = Date.now() - loadedAt
    const edited = value !== null && generation(tags) !== loadedGeneration
    if (!value || edited || (opts.maxAgeMs !== undefined && age > opts.maxAgeMs)) await refresh(origin)
    else if (age > REFRESH_MS) void refresh(origin)
    return value ?? empty()
  }
}
