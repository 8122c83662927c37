import { apiGet } from '@/server/http/api-handler'
import { toApiCity, toApiStore } from '@/data/api/tools'
import { communeIndex } from '@/data/geo'
import { searchStores } from '@/data/stores'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { notFound } from '@/domain/api/errors'
import { searchCommunes } from '@/domain/tools/communes'

/** GET /api/v1/store-locator — stores near a position or a town, nearest first (in-memory k-d tree). */
export const GET = apiGet(ENDPOINTS.storeLocator, async ({ query, ctx }) => {
  let origin: { latitude: number; longitude: number }
  let city = null
  if (query.lat !== undefined && query.lng !== undefined) {
    origin = { latitude: query.lat, longitude: query.lng }
  } else {
    const found = searchCommunes(communeIndex(), query.city ?? '', 1)[0]
    if (!found) throw notFound(`Ville introuvable : ${query.city ?? ''}`)
    city = toApiCity(found)
    origin = { latitude: found.latitude, longitude: found.longitude }
  }
  const { hits, total } = await searchStores({
    origin,
    radiusKm: query.radius,
    types: query.type,
    target: query.audience,
    limit: query.limit,
  })
  return { data: { items: hits.map((hit) => toApiStore(hit, ctx.locale)), total, radius: query.radius, origin: { ...origin, city } } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
