import { getRedirectRules } from '@/data/redirects'
import { internalOnly, isInternalRequest } from '@/edge/internal-token'

/** The redirect table for the edge (proxy) of this same server; not public. */
export async function GET(request: Request): Promise<Response> {
  if (!isInternalRequest(request)) return internalOnly()
  return Response.json(await getRedirectRules(), { headers: { 'cache-control': 'no-store' } })
}

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
