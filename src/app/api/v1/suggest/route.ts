import { apiGet } from '@/server/http/api-handler'
import { invalidParam } from '@/domain/api/errors'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { KIND_OF } from '@/domain/api/search'
import { toSuggestGroups } from '@/domain/api/search-map'
import { SUGGEST_ITEMS } from '@/domain/search/types'
import { searchEngine } from '@/data/search/engine'
import { limitAddress } from '@/server/http/limits'

/**
 * GET /api/v1/suggest — the search box's suggestions (spec §3 "Suggest search": type,
 * language, text, saleplan_id): one group per result type with its total and its first 3 items.
 */
export const GET = apiGet(ENDPOINTS.suggest, async ({ request, query, ctx }) => {
  await limitAddress(request, 'suggest')
  if (query.language !== undefined && query.language !== ctx.locale) {
    throw invalidParam('language', `language (${query.language}) et lang (${ctx.locale}) se contredisent`)
  }
  const only = query.type === 'all' ? undefined : query.type
  const groups = await searchEngine().search({ target: ctx.target, locale: ctx.locale }, query.text, {
    limit: SUGGEST_ITEMS,
    ...(only ? { kinds: [KIND_OF[only]] } : {}),
  })
  const list = toSuggestGroups(groups, only)
  return { data: { text: query.text, total: list.reduce((sum, group) => sum + group.total, 0), groups: list } }
})

export const dynamic = 'force-dynamic'
