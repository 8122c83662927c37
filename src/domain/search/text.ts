/**
 * French text handling of the search engine: folding (case, accents, ligatures),
 * tokens, stop words and a light stemmer for plurals. Pure, shared by the index,
 * the queries and any other implementation of the engine (so that a database
 * implementation folds the same way).
 */
import { foldWords } from '@/domain/format/fold'

/** Words too common to help (articles, prepositions, elided l' d'), French and English. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'au',
  'aux',
  'avec',
  'c',
  'ce',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'j',
  'l',
  'la',
  'le',
  'les',
  'n',
  'ou',
  'par',
  'pour',
  'qu',
  's',
  'sa',
  'ses',
  'son',
  'sur',
  'un',
  'une',
  'y',
  'the',
  'of',
  'and',
  'for',
  'with',
  'to',
  'in',
  'an',
])

/** Folded words, in order (stop words kept: see `terms`). */
export function words(text: string): string[] {
  const folded = foldWords(text)
  return folded === '' ? [] : folded.split(' ')
}

/**
 * Light French stemmer: plural and a few inflections only, so that "enduits" finds
 * "enduit", "muraux" finds "mural", "fibrés" finds "fibré". Numbers and short words
 * stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  if (word.endsWith('eaux')) return word.slice(0, -1)
  if (word.endsWith('aux') && word.length > 4) return `${word.slice(0, -3)}al`
  if (word.endsWith('s') || word.endsWith('x')) {
    if (word.endsWith('ss')) return word
    return word.slice(0, -1)
  }
  return word
}

/** A search term as indexed and queried: null when it is a stop word. */
export function term(word: string): string | null {
  if (STOP_WORDS.has(word)) return null
  return stem(word)
}

/** Indexed terms of a text. */
export function terms(text: string): string[] {
  return words(text)
    .map(term)
    .filter((t): t is string => t !== null)
}

/** A product or variant reference without separators: "ARD-REB-100" → "ardreb100". */
export function compactReference(text: string): string {
  return foldWords(text).replace(/ /g, '')
}

/** Does the text look like a reference or a barcode (letters and digits mixed, or 8+ digits)? */
export function looksLikeReference(text: string): boolean {
  const compact = compactReference(text)
  return compact.length >= 4 && /\d/.test(compact) && (/[a-z]/.test(compact) || compact.length >= 8)
}
