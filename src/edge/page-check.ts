import { generation, TAGS } from '@/freshness'
import { INTERNAL_HEADER, internalToken } from './internal-token'

/** The internal endpoint that tells whether a pathname is a page (src/app/api/internal/page). */
export const PAGE_CHECK_PATH = '/api/internal/page'

/** Any edit can make a page appear or disappear: the pages known are forgotten on every one. */
const CONTENT_TAGS = Object.values(TAGS)
/** Pathnames known to be pages, at most (the least recently asked for is forgotten first). */
const MAX_KNOWN_PAGES = 10_000
const TIMEOUT_MS = 5_000

/** The server's answer: a page or not; null when it could not tell (error, timeout). */
export type AskServer = (pathname: string, origin: string) => Promise<boolean | null>

/**
 * Whether a pathname is a page, as the server's own resolution says (`isPage` of
 * src/loaders/resolve.ts, the one that renders it), for the addresses the edge's slug index
 * cannot tell (src/domain/routing/page-check.ts). A page stays known until the next edit of any
 * content (its generation), so that a cached page costs nothing more than a lookup; a 404 is
 * asked again each time, so that a page published a moment ago is found. When the server
 * cannot tell, the address is let through: the page decides, as it did before.
 */
export function createPageCheck(ask: AskServer, currentGeneration: () => number, maxKnown = MAX_KNOWN_PAGES) {
  const known = new Set<string>()
  let knownAt = currentGeneration()
  return async function isPageAt(pathname: string, origin: string): Promise<boolean> {
    const asked = currentGeneration()
    if (asked !== knownAt) {
      known.clear()
      knownAt = asked
    }
    if (known.delete(pathname)) {
      known.add(pathname)
      return true
    }
    const answer = await ask(pathname, origin)
    if (answer === null) return true
    // An edit during the question: the answer may be the old content's, not kept.
    if (answer && currentGeneration() === knownAt && knownAt === asked) {
      known.add(pathname)
      if (known.size > maxKnown) known.delete(known.values().next().value as string)
    }
    return answer
  }
}

async function askServer(pathname: string, origin: string): Promise<boolean | null> {
  try {
    const response = await fetch(`${origin}${PAGE_CHECK_PATH}?path=${encodeURIComponent(pathname)}`, {
      headers: { [INTERNAL_HEADER]: internalToken() },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as { page?: unknown }
    return typeof body.page === 'boolean' ? body.page : null
  } catch (error) {
    console.error(`Vérification de page non faite par l’edge (${pathname}) : la page décide`, error)
    return null
  }
}

/** The edge's page check against this same server. */
export const isPageAt = createPageCheck(askServer, () => generation(CONTENT_TAGS))
