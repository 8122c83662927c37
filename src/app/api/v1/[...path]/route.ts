import { errorResponse } from '@/server/http/error-response'
import { notFound } from '@/domain/api/errors'

/** Unknown /api/v1 paths: a JSON 404 in the API's own format (rather than Payload's REST catch-all). */
function unknown(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  return Promise.resolve(errorResponse(notFound(`Ressource inconnue : ${pathname}`), request))
}

export const GET = unknown
export const POST = unknown
export const PUT = unknown
export const PATCH = unknown
export const DELETE = unknown

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
