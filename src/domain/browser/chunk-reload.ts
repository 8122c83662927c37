/**
 * Spec §4/§9: a chunk that fails to load on a route change reloads the page, at most
 * once a minute (a broken deployment must not loop), and never while the browser is
 * offline: the reload would only show the browser's offline page, and lose what the
 * visitor typed. Anything else that fails (a fetch, a rejected promise) never reloads.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000

const CHUNK_FAILURE = /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk [\w/.-]+|ChunkLoadError/i

/** True when the error is a failed load of a JavaScript or CSS chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_FAILURE.test(error)
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  )
}

/**
 * Whether to reload now, given the time of the last reload (ms, or null) and whether the
 * browser is online (`navigator.onLine`; offline: never).
 */
export function shouldReload(lastReloadAt: number | null, now: number, online = true): boolean {
  if (!online) return false
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

/**
 * The whole decision for an error or a rejection the page did not handle: a failed chunk,
 * the browser online, no reload in the last minute.
 */
export function shouldReloadFor(error: unknown, context: { lastReloadAt: number | null; now: number; online: boolean }): boolean {
  return isChunkLoadError(error) && shouldReload(context.lastReloadAt, context.now, context.online)
}
