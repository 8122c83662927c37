import 'server-only'
import type { SearchEngine } from '@/domain/search/types'
import { MemorySearchEngine } from './memory-engine'
import { loadSearchDocs } from './source'

const KEY = Symbol.for('enduits.search.engine')
type Holder = { [KEY]?: SearchEngine }

/**
 * The site's search engine. Today the in-process one; a PostgreSQL full-text or a
 * search-server implementation of the same interface is chosen here (decision 045).
 * One per process (globalThis: Next.js may load this module in several bundles).
 */
export function searchEngine(): SearchEngine {
  const holder = globalThis as Holder
  holder[KEY] ??= new MemorySearchEngine(loadSearchDocs)
  return holder[KEY]
}
