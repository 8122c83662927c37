/**
 * Where the keyboard focus goes after a client-side navigation (RGAA 12.8 / WCAG 2.4.3).
 *
 * A listing's controls (a facet's value, a sort, a chip, a page number) are links to another
 * address of the same listing (decision 010): following one renders a new page, and the link
 * that had the focus is gone. The control names itself with a key (`data-focus-key`) and, when
 * it will not be on the next page (a removed chip, a page number), the keys of the places to
 * go instead (`data-focus-then`). The click remembers them with the address it leads to; the
 * next page focuses the first key it has. Any other page change puts the focus at the start of
 * the main content, unless the new page has already put it somewhere.
 */

/** What a click on a listing's control asks of the next page. */
export interface FocusIntent {
  /** Pathname the click leads to: only that page answers it. */
  path: string
  /** Keys to focus, the first found wins. */
  keys: string[]
  /** When the click happened (ms). */
  at: number
}

/** A remembered click older than this is forgotten (a navigation that never finished). */
export const FOCUS_INTENT_TTL_MS = 20_000

/** The keys a control asks for: its own, then its fallbacks (space-separated), without repeats. */
export function focusKeys(own: string | null | undefined, then: string | null | undefined): string[] {
  const keys = [own ?? '', ...(then ?? '').split(/\s+/)].filter((key) => key !== '')
  return [...new Set(keys)]
}

/** The keys the page at `pathname` should focus, or null when the remembered click was not for it or is too old. */
export function intentFor(intent: FocusIntent | null, pathname: string, now: number): string[] | null {
  if (!intent || intent.keys.length === 0) return null
  if (intent.path !== pathname || now - intent.at > FOCUS_INTENT_TTL_MS || now < intent.at) return null
  return intent.keys
}

/** The selector of a focus key (keys are made of letters, digits and `:_-.`; anything else is escaped). */
export function focusKeySelector(key: string): string {
  return `[data-focus-key="${key.replace(/["\\]/g, (c) => `\\${c}`)}"]`
}

/** Keys of a listing's controls. */
export const FOCUS_KEYS = {
  /** The result count, where the results start. */
  count: 'count',
  facet: (code: string) => `facet:${code}`,
  value: (code: string, value: string) => `value:${code}:${value}`,
  chip: (code: string, value: string) => `chip:${code}:${value}`,
  clear: 'clear',
  sort: (sort: string) => `sort:${sort}`,
  /** A list's tag or type filter, by its navigation's label (a page may have several) and its key. */
  filter: (nav: string, key: string) => `filter:${nav}:${key}`,
} as const

/**
 * After a route change: does the focus need a new place? Yes when nothing has it (the page that
 * held it is gone: the browser gives it to the body); no when the new page or the visitor has
 * already put it on something.
 */
export function focusIsLost(active: { tagName: string } | null, body: unknown): boolean {
  return active === null || active === body || active.tagName === 'HTML'
}
