import { createRedirectIndex, type RedirectIndex, type RedirectRule } from '@/domain/redirects/match'
import { INTERNAL_HEADER, internalToken } from './internal-token'

/**
 * The legacy redirect table as the edge sees it: loaded from the app's own
 * internal endpoint (which reads the `redirects` collection through the tagged
 * data cache) and refreshed in the background at most every few seconds, so that
 * an edit in /admin applies without a rebuild and no request waits for it.
 */
const REFRESH_MS = 3000

let index: RedirectIndex | null = null
let loadedAt = 0
let inflight: Promise<void> | null = null

async function load(origin: string): Promise<void> {
  const response = await fetch(`${origin}/api/internal/redirects`, { headers: { [INTERNAL_HEADER]: internalToken() }, cache: 'no-store' })
  if (!response.ok) throw new Error(`redirect table: HTTP ${response.status}`)
  const rules = (await response.json()) as RedirectRule[]
  index = createRedirectIndex(rules)
  loadedAt = Date.now()
}

function refresh(origin: string): Promise<void> {
  inflight ??= load(origin)
    .catch((error: unknown) => {
      console.error('Redirections : table non chargée', error)
      // Serve pages without the table rather than make every request wait; retry later.
      index ??= createRedirectIndex([])
      loadedAt = Date.now()
    })
    .finally(() => {
      inflight = null
    })
  return inflight
}

/** Looks a path (with its query string) up; the first call waits for the table. */
export async function lookupRedirect(pathAndQuery: string, origin: string): Promise<RedirectRule | undefined> {
  if (!index) await refresh(origin)
  else if (Date.now() - loadedAt > REFRESH_MS) void refresh(origin)
  return index?.lookup(pathAndQuery)
}
