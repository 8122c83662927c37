import { TAGS } from '@/freshness'
import { createRedirectIndex, type RedirectRule } from '@/domain/redirects/match'
import { edgeTable } from './edge-table'

/** The legacy redirect table (from the `redirects` collection). */
const redirectIndex = edgeTable(
  '/api/internal/redirects',
  [TAGS.redirects],
  (json) => createRedirectIndex(json as RedirectRule[]),
  () => createRedirectIndex([]),
)

export async function lookupRedirect(pathAndQuery: string, origin: string): Promise<RedirectRule | undefined> {
  return (await redirectIndex(origin)).lookup(pathAndQuery)
}
