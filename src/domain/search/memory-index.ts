/**
 * In-memory search index of one plan and language (MiniSearch underneath): French
 * folding and plural stemming (./text), typo tolerance growing with the word's
 * length, prefix matching of the word being typed, exact references first.
 */
import MiniSearch, { type SearchResult } from 'minisearch'
import { foldWords } from '@/domain/format/fold'
import { compactReference, looksLikeReference, term, terms, words } from './text'
import { SEARCH_KINDS, type SearchDoc, type SearchGroups, type SearchHit, type SearchKind, type SearchOptions } from './types'

type Indexed = { key: string; title: string; reference: string; codes: string; keywords: string; body: string }

const FIELDS = ['title', 'reference', 'codes', 'keywords', 'body'] as const
const BOOST = { title: 4, reference: 6, codes: 5, keywords: 1.5, body: 0.6 }
/** Score given to an exact reference or barcode: always first. */
const EXACT = 1e6

const keyOf = (doc: Pick<SearchDoc, 'kind' | 'id'>): string => `${doc.kind}:${doc.id}`

/** Edits tolerated per query word: none under 5 letters, 1 up to 9, then 2. */
export function fuzziness(word: string): number | false {
  if (/\d/.test(word) || word.length < 5) return false
  return word.length >= 10 ? 2 : 1
}

function toIndexed(doc: SearchDoc): Indexed {
  const codes = doc.codes ?? []
  return {
    key: keyOf(doc),
    title: doc.title,
    reference: doc.reference ? `${doc.reference} ${compactReference(doc.reference)}` : '',
    codes: codes.flatMap((code) => [code, compactReference(code)]).join(' '),
    keywords: doc.keywords ?? '',
    body: doc.body ?? '',
  }
}

export function emptyGroups(): SearchGroups {
  return Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, { total: 0, hits: [] }])) as unknown as SearchGroups
}

export class MemorySearchIndex {
  private readonly mini: MiniSearch<Indexed>
  private readonly docs = new Map<string, SearchDoc>()
  /** Per document: title terms (for the title bonus) and folded title (tie-break), computed once. */
  private readonly titles = new Map<string, { terms: string; folded: string }>()
  /** Compact reference or barcode → documents (exact matches). */
  private readonly exact = new Map<string, Set<string>>()

  constructor(docs: Iterable<SearchDoc> = []) {
    this.mini = new MiniSearch<Indexed>({
      idField: 'key',
      fields: [...FIELDS],
      tokenize: (text) => words(text),
      processTerm: (word) => term(word),
    })
    this.addAll(docs)
  }

  get size(): number {
    return this.docs.size
  }

  addAll(docs: Iterable<SearchDoc>): void {
    const batch: Indexed[] = []
    for (const doc of docs) {
      const key = keyOf(doc)
      if (this.docs.has(key)) this.remove(doc)
      this.docs.set(key, doc)
      this.titles.set(key, { terms: terms(doc.title).join(' '), folded: foldWords(doc.title) })
      this.indexExact(doc, key)
      batch.push(toIndexed(doc))
    }
    this.mini.addAll(batch)
  }

  /** Adds or replaces one document (a Payload hook after a save). */
  upsert(doc: SearchDoc): void {
    this.addAll([doc])
  }

  remove(doc: Pick<SearchDoc, 'kind' | 'id'>): void {
    const key = keyOf(doc)
    if (!this.docs.has(key)) return
    this.docs.delete(key)
    this.titles.delete(key)
    this.mini.discard(key)
    for (const [code, keys] of this.exact) {
      keys.delete(key)
      if (keys.size === 0) this.exact.delete(code)
    }
  }

  private indexExact(doc: SearchDoc, key: string): void {
    for (const code of [doc.reference, ...(doc.codes ?? [])]) {
      if (!code) continue
      const compact = compactReference(code)
      if (compact === '') continue
      const keys = this.exact.get(compact) ?? new Set<string>()
      keys.add(key)
      this.exact.set(compact, keys)
    }
  }

  private run(query: string, combineWith: 'AND' | 'OR', lastIsPrefix: boolean, fuzzy: boolean): SearchResult[] {
    return this.mini.search(query, {
      boost: BOOST,
      combineWith,
      prefix: (word, index, all) => lastIsPrefix && index === all.length - 1 && word.length >= 2,
      fuzzy: (word) => (fuzzy ? fuzziness(word) : false),
      weights: { fuzzy: 0.4, prefix: 0.5 },
    })
  }

  /** Ranked hits of every kind (or of `options.kinds`), grouped per kind with their totals. */
  search(text: string, options: SearchOptions = {}): SearchGroups {
    const groups = emptyGroups()
    const folded = foldWords(text)
    const queryTerms = terms(text)
    if (folded === '') return groups
    const kinds = new Set<SearchKind>(options.kinds ?? SEARCH_KINDS)
    const offset = Math.max(0, options.offset ?? 0)
    const limit = options.limit ?? Number.POSITIVE_INFINITY

    const scored = new Map<string, SearchHit & { folded: string }>()
    const exactKeys = this.exact.get(compactReference(text))
    if (exactKeys && looksLikeReference(text)) {
      for (const key of exactKeys) {
        const doc = this.docs.get(key)
        if (doc) scored.set(key, { doc, score: EXACT, matched: [compactReference(text)], folded: this.titles.get(key)?.folded ?? '' })
      }
    }

    // An exact reference or barcode is the answer: no full-text search around it.
    if (queryTerms.length > 0 && scored.size === 0) {
      // The word being typed is matched as a prefix, unless the user ended it with a space.
      const lastIsPrefix = !/\s$/.test(text)
      // Typos are looked for only when the words as typed find nothing (cheaper, and exact words rank alone).
      let results = this.run(folded, 'AND', lastIsPrefix, false)
      if (results.length === 0) results = this.run(folded, 'AND', lastIsPrefix, true)
      if (results.length === 0 && queryTerms.length > 1 && !looksLikeReference(text)) results = this.run(folded, 'OR', lastIsPrefix, true)
      const phrase = queryTerms.join(' ')
      for (const result of results) {
        const key = String(result.id)
        const doc = this.docs.get(key)
        if (!doc || scored.has(key)) continue
        const title = this.titles.get(key) ?? { terms: '', folded: '' }
        let score = result.score
        // Every word in the title, then the title starting with the query: nearer the top.
        if (result.queryTerms.length === queryTerms.length && queryTerms.every((t) => title.terms.includes(t))) score *= 1.5
        if (title.terms.startsWith(phrase)) score *= 1.3
        scored.set(key, { doc, score, matched: result.terms, folded: title.folded })
      }
    }

    // Folded titles compare as plain strings: localeCompare is far slower on thousands of hits.
    const ranked = [...scored.values()]
      .filter((hit) => kinds.has(hit.doc.kind))
      .sort(
        (a, b) =>
          b.score - a.score ||
          Number(b.doc.promoted ?? false) - Number(a.doc.promoted ?? false) ||
          (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0),
      )
    for (const { folded: _folded, ...hit } of ranked) {
      const group = groups[hit.doc.kind]
      if (group.total >= offset && group.hits.length < limit) group.hits.push(hit)
      group.total += 1
    }
    return groups
  }
}
