/**
 * Favourites kept in the browser (spec §3: a list of product ids, no duplicates),
 * under the `enduits:favourites` key. A tiny stand-in for the site's shared
 * favourites store: same key and shape, so either can read what the other wrote.
 */
export const FAVOURITES_KEY = 'enduits:favourites'
const EVENT = 'enduits:favourites'

export function readFavourites(): number[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '[]')
    return Array.isArray(raw) ? [...new Set(raw.filter((v): v is number => Number.isInteger(v)))] : []
  } catch {
    return []
  }
}

function write(ids: number[]): void {
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(ids))
  } catch {
    // Private browsing or full storage: the toggle still reflects the click for this page.
  }
  window.dispatchEvent(new Event(EVENT))
}

/** Adds the product if absent, removes it if present (spec §4); returns whether it is now a favourite. */
export function toggleFavourite(id: number): boolean {
  const ids = readFavourites()
  const present = ids.includes(id)
  write(present ? ids.filter((v) => v !== id) : [...ids, id])
  return !present
}

export function onFavouritesChange(listener: () => void): () => void {
  const storage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY) listener()
  }
  window.addEventListener(EVENT, listener)
  window.addEventListener('storage', storage)
  return () => {
    window.removeEventListener(EVENT, listener)
    window.removeEventListener('storage', storage)
  }
}

/** Snapshot for useSyncExternalStore: the stored text (compared by value). */
export function favouritesSnapshot(): string {
  try {
    return window.localStorage.getItem(FAVOURITES_KEY) ?? '[]'
  } catch {
    return '[]'
  }
}

export function parseFavourites(text: string): number[] {
  try {
    const raw: unknown = JSON.parse(text)
    return Array.isArray(raw) ? raw.filter((v): v is number => Number.isInteger(v)) : []
  } catch {
    return []
  }
}
