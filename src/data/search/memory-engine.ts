import 'server-only'
import { MemorySearchIndex } from '@/domain/search/memory-index'
import type { SearchDoc, SearchEngine, SearchGroups, SearchOptions, SearchScope } from '@/domain/search/types'
import { generation as generationOf, SEARCHED_TAGS } from '@/freshness'

/** How long a query waits for a rebuild before answering from the previous index. */
const REBUILD_WAIT_MS = 2000

type Entry = { generation: number; index: Promise<MemorySearchIndex>; rebuilding: Promise<void> | null }

/** Answers kept per index (type-ahead traffic repeats the same prefixes); emptied with the index. */
const CACHE_SIZE = 2000
const caches = new WeakMap<MemorySearchIndex, Map<string, SearchGroups>>()

function cachedSearch(index: MemorySearchIndex, text: string, options: SearchOptions | undefined): SearchGroups {
  let cache = caches.get(index)
  if (!cache) {
    cache = new Map()
    caches.set(index, cache)
  }
  const key = `${options?.kinds?.join(',') ?? '*'}|${options?.offset ?? 0}|${options?.limit ?? ''}|${text}`
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit) // most recently used last
    return hit
  }
  const groups = index.search(text, options)
  cache.set(key, groups)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  return groups
}

/**
 * The in-process engine (docs/decisions/045): one index per plan and language, built
 * on first use; after an edit (Payload hook → new generation) the next query starts
 * a rebuild and keeps answering from the previous index until the new one is ready.
 */
export class MemorySearchEngine implements SearchEngine {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly load: (scope: SearchScope) => Promise<SearchDoc[]>,
    private readonly generation: () => number = () => generationOf(SEARCHED_TAGS),
  ) {}

  private build(scope: SearchScope): Promise<MemorySearchIndex> {
    return this.load(scope).then((docs) => new MemorySearchIndex(docs))
  }

  private index(scope: SearchScope): Promise<MemorySearchIndex> {
    const key = `${scope.target}:${scope.locale}`
    const generation = this.generation()
    const entry = this.entries.get(key)
    if (!entry) {
      const fresh: Entry = { generation, index: this.build(scope), rebuilding: null }
      fresh.index.catch(() => this.entries.delete(key))
      this.entries.set(key, fresh)
      return fresh.index
    }
    if (entry.generation !== generation && !entry.rebuilding) {
      const next = this.build(scope)
      entry.rebuilding = next.then(
        () => {
          entry.index = next
          entry.generation = generation
          entry.rebuilding = null
        },
        (error: unknown) => {
          console.error('[search] reconstruction de l’index impossible :', error)
          entry.rebuilding = null
        },
      )
    }
    return entry.index
  }

  /** Waits for pending rebuilds (tests, warm-up). */
  async settle(scope: SearchScope): Promise<void> {
    await this.index(scope)
    await this.entries.get(`${scope.target}:${scope.locale}`)?.rebuilding
  }

  async search(scope: SearchScope, text: string, options?: SearchOptions): Promise<SearchGroups> {
    const current = this.index(scope)
    // A rebuild is waited for up to 2 s (the demo catalogue: well under); a longer one is not.
    const pending = this.entries.get(`${scope.target}:${scope.locale}`)?.rebuilding
    if (pending) await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, REBUILD_WAIT_MS))])
    const index = pending ? await (this.entries.get(`${scope.target}:${scope.locale}`)?.index ?? current) : await current
    return cachedSearch(index, text, options)
  }
}
