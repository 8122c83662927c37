/**
 * Spec §4/§9: a chunk that fails to load on a route change reloads the page, at most
 * once a minute (a broken deployment must not loop).
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** True when the error is a failed load of a JavaScript or CSS chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object')
    return typeof error === 'string' && /Loading (CSS )?chunk [\w/.-]+ failed|ChunkLoadError/i.test(error)
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  )
}

/** Whether to reload now, given the time of the last reload (ms, or null). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
