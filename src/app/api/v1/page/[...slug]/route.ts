import { apiGet } from '@/server/http/api-handler'
import { getPageBySlug } from '@/data/pages'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { notFound } from '@/domain/api/errors'
import { toPage } from '@/domain/api/map'

/** GET /api/v1/page/{slug} — a published page of the plan (drafts are never read: overrideAccess false + _status). */
export const GET = apiGet(ENDPOINTS.pageGet, async ({ params, ctx }) => {
  const page = await getPageBySlug(ctx.target, ctx.locale, params.slug)
  if (!page) throw notFound(`Page introuvable : ${params.slug}`)
  return { data: toPage(page, ctx.target, ctx.locale) }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
