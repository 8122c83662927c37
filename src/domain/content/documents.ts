/**
 * The PDF documents (technical and safety data sheets, brochures, catalogues, environmental
 * declarations) are written in French only (decision 121). An English page says so after the
 * title, as the seed already writes the sheets' English titles: « Ardalis catalogue 2026 (in
 * French) ». The documents have no language of their own: the day an English PDF is uploaded,
 * it needs one (the collection's field) to be told apart.
 */
import type { Locale } from '@/domain/routing/types'

export const IN_FRENCH = '(in French)'

/** A document's title as a page of `locale` lists it: on English pages, « (in French) » after it, once. */
export function documentTitleIn(title: string, locale: Locale): string {
  if (locale === 'fr' || /\(in French\)\s*$/i.test(title)) return title
  return `${title} ${IN_FRENCH}`
}
