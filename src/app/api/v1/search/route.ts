import { apiGet } from '@/server/http/api-handler'
import { invalidParam } from '@/domain/api/errors'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { GROUP_TYPES, KIND_OF } from '@/domain/api/search'
import { toSuggestItem } from '@/domain/api/search-map'
import { searchEngine } from '@/data/search/engine'

/** GET /api/v1/search — the results of one group (products by default), paged, with every group's total. */
export const GET = apiGet(ENDPOINTS.search, async ({ query, ctx }) => {
  if (query.language !== undefined && query.language !== ctx.locale) {
    throw invalidParam('language', `language (${query.language}) et lang (${ctx.locale}) se contredisent`)
  }
  const scope = { target: ctx.target, locale: ctx.locale }
  const all = await searchEngine().search(scope, query.text, { limit: 0 })
  const page = await searchEngine().search(scope, query.text, {
    kinds: [KIND_OF[query.type]],
    offset: (query.page - 1) * query.perPage,
    limit: query.perPage,
  })
  const group = page[KIND_OF[query.type]]
  const totals = Object.fromEntries(GROUP_TYPES.map((type) => [type, all[KIND_OF[type]].total])) as Record<
    (typeof GROUP_TYPES)[number],
    number
  >
  return {
    data: { type: query.type, items: group.hits.map(toSuggestItem), total: group.total, page: query.page, perPage: query.perPage, totals },
  }
})

export const dynamic = 'force-dynamic'
