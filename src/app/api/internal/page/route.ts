import { badRequest } from '@/domain/api/errors'
import { internalOnly, isInternalRequest } from '@/edge/internal-token'
import { isPage } from '@/loaders/resolve'

/**
 * Whether `?path=` is a page (what the catch-all renders rather than its 404), by the same
 * resolution as the page itself: asked by the edge of this same server for the 404s only a
 * loader can tell (src/edge/page-check.ts, decision 132). Not public.
 */
export async function GET(request: Request): Promise<Response> {
  if (!isInternalRequest(request)) return internalOnly()
  const path = new URL(request.url).searchParams.get('path')
  if (path === null || !path.startsWith('/')) {
    const problem = badRequest('Paramètre path attendu : une adresse qui commence par « / »')
    return Response.json(problem.body, { status: problem.httpStatus, headers: { 'cache-control': 'no-store' } })
  }
  return Response.json({ page: await isPage(path) }, { headers: { 'cache-control': 'no-store' } })
}

// Answers depend on the query string and the content: never prerendered at build.
export const dynamic = 'force-dynamic'
