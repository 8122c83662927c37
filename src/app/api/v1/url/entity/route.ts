import { findEntity } from '@/data/api/entity'
import { apiGet } from '@/server/http/api-handler'
import { ENDPOINTS } from '@/domain/api/endpoints'

/** GET /api/v1/url/entity — the entity of an address with its parents (breadcrumb). */
export const GET = apiGet(ENDPOINTS.urlEntity, async ({ query, ctx }) => {
  const entity = await findEntity(ctx, {
    entity_type: query.entity_type,
    slug: query.slug,
    depth: query.depth,
    ...(query.extras !== undefined ? { extras: query.extras } : {}),
    ...(query.parents !== undefined ? { parents: query.parents } : {}),
  })
  return { data: { items: [entity], total: 1 } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
