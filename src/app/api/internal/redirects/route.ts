import { getRedirectRules } from '@/data/redirects'
import { INTERNAL_HEADER, internalToken } from '@/edge/internal-token'

/** The redirect table for the edge (proxy) of this same server; not public. */
export async function GET(request: Request): Promise<Response> {
  if (request.headers.get(INTERNAL_HEADER) !== internalToken()) {
    return Response.json({ status: 'forbidden', message: 'Accès refusé' }, { status: 403 })
  }
  return Response.json(await getRedirectRules(), { headers: { 'cache-control': 'no-store' } })
}

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
