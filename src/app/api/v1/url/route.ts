import { apiGet } from '@/server/http/api-handler'
import { entityUrls } from '@/data/api/urls'
import { ENDPOINTS } from '@/domain/api/endpoints'

/** GET /api/v1/url — the public addresses of the plan, paginated. */
export const GET = apiGet(ENDPOINTS.urlList, async ({ query, ctx }) => {
  const all = (await entityUrls(ctx.target, ctx.locale)).filter((u) => !query.entity_type || u.entity_type === query.entity_type)
  const start = (query.page - 1) * query.perPage
  return {
    data: {
      items: all.slice(start, start + query.perPage),
      total: all.length,
      page: query.page,
      perPage: query.perPage,
      pageCount: Math.max(1, Math.ceil(all.length / query.perPage)),
    },
  }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
