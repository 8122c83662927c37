import { apiGet } from '@/server/http/api-handler'
import { getFaq } from '@/data/content'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { toFaqEntry } from '@/domain/api/map'

/** GET /api/v1/faq — published FAQ questions of the plan (optionally of one tag). */
export const GET = apiGet(ENDPOINTS.faqList, async ({ query, ctx }) => {
  const entries = (await getFaq(ctx.target, ctx.locale)).filter((e) => !query.tag || e.tags.includes(query.tag))
  return { data: { items: entries.map(toFaqEntry), total: entries.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
