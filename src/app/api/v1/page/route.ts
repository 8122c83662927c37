import { apiGet } from '@/server/http/api-handler'
import { getPageIndex } from '@/data/pages'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { toPageSummary } from '@/domain/api/map'
import type { ApiPageSummary } from '@/domain/api/schemas'

/** GET /api/v1/page — published CMS pages of the plan (optionally of one technical type). */
export const GET = apiGet(ENDPOINTS.pageList, async ({ query, ctx }) => {
  const pages = (await getPageIndex(ctx.locale)).filter((p) => p.targets.includes(ctx.target) && (!query.type || p.type === query.type))
  const items = pages.map((p) => toPageSummary(p, ctx.target, ctx.locale)).filter((p): p is ApiPageSummary => p !== null)
  return { data: { items, total: items.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
