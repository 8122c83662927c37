import { buildOpenApiDocument } from '@/domain/api/openapi'

/** GET /api/v1/openapi.json — generated from the zod schemas; static (built once). */
export const dynamic = 'force-static'

export function GET(): Response {
  return Response.json(buildOpenApiDocument(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
