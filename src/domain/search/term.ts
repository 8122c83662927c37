/** The longest search term the site searches for: the API refuses more (`text`), the results page cuts it there. */
export const SEARCH_TERM_MAX = 200

/**
 * A search term as the results page uses it: trimmed, then cut to SEARCH_TERM_MAX UTF-16
 * units (the API's count) without splitting a character written as a surrogate pair.
 */
export function capSearchTerm(term: string): string {
  const trimmed = term.trim()
  if (trimmed.length <= SEARCH_TERM_MAX) return trimmed
  const last = trimmed.charCodeAt(SEARCH_TERM_MAX - 1)
  const end = last >= 0xd800 && last <= 0xdbff ? SEARCH_TERM_MAX - 1 : SEARCH_TERM_MAX
  return trimmed.slice(0, end).trimEnd()
}
