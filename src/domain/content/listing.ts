/**
 * Pure helpers of the editorial listings: tag filters (news, FAQ), dossier types,
 * technical documentation grouped by sheet type. No framework import.
 */
import type { DocumentFile, DocumentKind, Product } from '@/domain/catalogue/types'

export interface TagCount {
  tag: string
  count: number
}

/** Every tag of the items with its number of items, alphabetical (French collation). */
export function collectTags(items: readonly { tags: readonly string[] }[]): TagCount[] {
  const counts = new Map<string, number>()
  for (const item of items) for (const tag of new Set(item.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts.entries()].map(([tag, count]) => ({ tag, count })).sort((a, b) => a.tag.localeCompare(b.tag, 'fr'))
}

/** The items carrying the tag, or all of them without a tag. */
export function withTag<T extends { tags: readonly string[] }>(items: readonly T[], tag: string | undefined): T[] {
  return tag === undefined ? [...items] : items.filter((item) => item.tags.includes(tag))
}

/** A tag slug as a label: `choix-produit` → `Choix produit`. */
export function tagLabel(tag: string): string {
  const words = tag.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Most recent first; undated items last, then by title. */
export function newestFirst<T extends { publishedAt: string | null; title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    if (a.publishedAt !== b.publishedAt) {
      if (a.publishedAt === null) return 1
      if (b.publishedAt === null) return -1
      return b.publishedAt.localeCompare(a.publishedAt)
    }
    return a.title.localeCompare(b.title, 'fr')
  })
}

/** Sheet types of the technical documentation and their URL segment (spec §2 "optional types segment"). */
export const SHEET_TYPES = [
  { kind: 'FICHES_QCE', segment: 'fiches-techniques' },
  { kind: 'FDS', segment: 'fiches-de-donnees-de-securite' },
  { kind: 'DOP', segment: 'declarations-de-performance' },
] as const satisfies readonly { kind: DocumentKind; segment: string }[]

export type SheetKind = (typeof SHEET_TYPES)[number]['kind']

/** Kind of a types segment, or null when the segment names no sheet type (404). */
export function sheetKindOf(segment: string | undefined): SheetKind | null | undefined {
  if (segment === undefined) return undefined
  return SHEET_TYPES.find((type) => type.segment === segment)?.kind ?? null
}

export interface SheetEntry {
  product: { name: string; slug: string }
  document: DocumentFile
}

export interface SheetGroup {
  kind: SheetKind
  segment: string
  entries: SheetEntry[]
}

/**
 * Every technical sheet, safety data sheet and declaration of performance linked from
 * the products of an audience, one group per type (in SHEET_TYPES order, empty groups
 * left out), products alphabetical; a sheet shared by several products is listed once
 * per product. `only` keeps a single type.
 */
export function sheetGroups(products: readonly Pick<Product, 'name' | 'slug' | 'documents'>[], only?: SheetKind): SheetGroup[] {
  const sorted = [...products].sort((a, b) => a.name.localeCompare(b.name, 'fr'))
  return SHEET_TYPES.filter((type) => only === undefined || type.kind === only)
    .map((type) => ({
      kind: type.kind,
      segment: type.segment,
      entries: sorted.flatMap((product) =>
        product.documents
          .filter((doc) => doc.kind === type.kind)
          .map((document) => ({ product: { name: product.name, slug: product.slug }, document })),
      ),
    }))
    .filter((group) => group.entries.length > 0)
}

/** Paragraphs of a plain-text answer (blank lines separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
}
