/**
 * Favourites and comparator lists (spec §4): pure rules, shared by the client stores
 * and the tests. Lists hold product ids, in the order the user added them.
 */
export type ToggleOutcome = 'added' | 'removed' | 'limit'

/** Largest number of products the comparator holds: 3 on mobile (≤ 1024 px), 5 otherwise. */
export function comparatorLimit(isMobile: boolean): 3 | 5 {
  return isMobile ? 3 : 5
}

/** Keeps the positive integer ids of a stored value, once each, in order; anything else gives []. */
export function sanitizeIds(raw: unknown): number[] {
  if (!Array.isArray(raw)) return []
  const seen = new Set<number>()
  for (const value of raw) {
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) seen.add(id)
  }
  return [...seen]
}

/** Adds when absent, removes when present; never duplicates. */
export function toggleId(list: readonly number[], id: number): { list: number[]; outcome: Exclude<ToggleOutcome, 'limit'> } {
  return list.includes(id) ? { list: list.filter((x) => x !== id), outcome: 'removed' } : { list: [...list, id], outcome: 'added' }
}

/** Like toggleId, but refuses to add past `limit` (the list is then unchanged). */
export function toggleWithLimit(list: readonly number[], id: number, limit: number): { list: number[]; outcome: ToggleOutcome } {
  if (!list.includes(id) && list.length >= limit) return { list: [...list], outcome: 'limit' }
  return toggleId(list, id)
}

/** The comparator belongs to one audience: a list saved for another one starts empty. */
export type ComparatorState = { target: string | null; ids: number[] }

export function sanitizeComparator(raw: unknown): ComparatorState {
  if (!raw || typeof raw !== 'object') return { target: null, ids: [] }
  const value = raw as { target?: unknown; ids?: unknown }
  return { target: typeof value.target === 'string' ? value.target : null, ids: sanitizeIds(value.ids) }
}

export function comparatorFor(state: ComparatorState, target: string): ComparatorState {
  return state.target === target ? state : { target, ids: [] }
}
