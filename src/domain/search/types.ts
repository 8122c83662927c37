/**
 * The search engine's documents and answers. Every implementation (in memory
 * today, a database full-text search later) indexes these documents and answers
 * with these shapes; callers never see the implementation.
 */
import type { Locale, Target } from '@/domain/routing/types'

export const SEARCH_KINDS = ['product', 'category', 'page', 'faq'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export interface SearchCover {
  url: string
  webp: string | null
  alt: string
}

/** One searchable thing of one plan and language. */
export interface SearchDoc {
  kind: SearchKind
  id: number
  /** Product name, category name, page title, FAQ question. */
  title: string
  slug: string
  /** Site address of the document (the technical sheet stays in `sheetUrl`). */
  href: string
  /** Product reference (exact match first), with variant references and barcodes in `codes`. */
  reference?: string
  codes?: string[]
  /** Category names, characteristic labels and values, tags: matched with a lower weight. */
  keywords?: string
  /** Summary, description, page text, FAQ answer: matched with the lowest weight. */
  body?: string
  /** Shown under the title in suggestions. */
  categoryName?: string | null
  excerpt?: string | null
  cover?: SearchCover | null
  /** Technical sheet file (FICHES_QCE): suggestions open it in a new tab. */
  sheetUrl?: string | null
  /** Editorial weight (top products): breaks ties. */
  promoted?: boolean
}

export interface SearchScope {
  target: Target
  locale: Locale
}

export interface SearchHit {
  doc: SearchDoc
  score: number
  /** Why it matched: the query terms found, as indexed. */
  matched: string[]
}

export interface SearchGroup {
  total: number
  hits: SearchHit[]
}

export type SearchGroups = Record<SearchKind, SearchGroup>

export interface SearchOptions {
  /** Kinds to answer (default all). */
  kinds?: readonly SearchKind[]
  /** Hits skipped per kind (pages of the results page). */
  offset?: number
  /** Hits kept per kind. */
  limit?: number
}

/** The engine as the site uses it: one implementation per deployment (see docs/decisions/045). */
export interface SearchEngine {
  search(scope: SearchScope, text: string, options?: SearchOptions): Promise<SearchGroups>
}

/** Suggestions start at 3 characters (spec §5, §9). */
export const SUGGEST_MIN_LENGTH = 3
/** Items per suggestion group (spec §9). */
export const SUGGEST_ITEMS = 3
/** Debounce of the header's suggestion requests (spec §9). */
export const SUGGEST_DEBOUNCE_MS = 300
