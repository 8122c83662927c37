/** The longest search term the site searches for: the API refuses more (`text`), the results page cuts it there. */
export const SEARCH_TERM_MAX = 200

/**
 * Characters nobody sees: controls (Unicode Cc, NUL included), format characters (Cf: zero-width
 * space, joiners, byte-order mark, soft hyphen, bidirectional marks) and the other default-ignorable
 * ones (variation selectors, Hangul fillers). White space is not among them: see below.
 */
const INVISIBLE = /(?!\p{White_Space})[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu
/** White space of any kind (tab, line breaks, no-break and narrow spaces, ideographic space…). */
const WHITE_SPACE = /\p{White_Space}+/gu

/**
 * A search term as the site uses it: invisible characters removed, every run of white space one
 * ordinary space, no space at either end. `"\u200b"`, `"%00"` decoded or `"\u00a0"` give `""` (decision 133).
 */
export function cleanSearchTerm(term: string): string {
  return term.replace(INVISIBLE, '').replace(WHITE_SPACE, ' ').trim()
}

/** True when a term has nothing to search once cleaned (blank, controls, zero-width characters only). */
export function isBlankSearchTerm(term: string): boolean {
  return cleanSearchTerm(term) === ''
}

/**
 * A search term as the results page uses it: cleaned (above), then cut to SEARCH_TERM_MAX UTF-16
 * units (the API's count) without splitting a character written as a surrogate pair.
 */
export function capSearchTerm(term: string): string {
  const cleaned = cleanSearchTerm(term)
  if (cleaned.length <= SEARCH_TERM_MAX) return cleaned
  const last = cleaned.charCodeAt(SEARCH_TERM_MAX - 1)
  const end = last >= 0xd800 && last <= 0xdbff ? SEARCH_TERM_MAX - 1 : SEARCH_TERM_MAX
  return cleaned.slice(0, end).trimEnd()
}
