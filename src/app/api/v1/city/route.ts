import { apiGet } from '@/server/http/api-handler'
import { toApiCity } from '@/data/api/tools'
import { communeIndex } from '@/data/geo'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { searchCommunes } from '@/domain/tools/communes'

/** GET /api/v1/city — French towns by postcode or name (offline communes dataset). */
export const GET = apiGet(ENDPOINTS.cityLookup, async ({ query }) => {
  const items = searchCommunes(communeIndex(), query.q, query.limit).map(toApiCity)
  return { data: { items, total: items.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
