import { apiGet } from '@/server/http/api-handler'
import { entityUrls, fixedUrls } from '@/data/api/urls'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { TARGETS } from '@/domain/routing/types'

/** GET /api/v1/sitemap — every public address of both plans in the requested language. */
export const GET = apiGet(ENDPOINTS.sitemap, async ({ ctx }) => {
  const perPlan = await Promise.all(TARGETS.map(async (t) => [...fixedUrls(t, ctx.locale), ...(await entityUrls(t, ctx.locale))]))
  const items = perPlan.flat()
  return { data: { items, total: items.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
