import { nearestRelayPoints, postcodePosition } from '@/data/commerce/relay-points'
import { badRequest, notFound } from '@/domain/api/errors'
import { relayPointQuery } from '@/domain/commerce/api'
import { commerceRoute, ok } from '@/server/commerce/handler'

const WHERE = 'Indiquez un code postal, ou une latitude et une longitude.'

/** GET /api/v1/relay-point?zipcode= (or lat, lng) — the nearest active relay points, nearest first. */
export const GET = commerceRoute('GET relay-point', { query: relayPointQuery }, async ({ query }) => {
  let origin: { latitude: number; longitude: number } | null = null
  if (query.lat !== undefined && query.lng !== undefined) origin = { latitude: query.lat, longitude: query.lng }
  else if (query.zipcode !== undefined) {
    origin = postcodePosition(query.zipcode)
    if (!origin) throw notFound(`Code postal inconnu : ${query.zipcode}`)
  } else throw badRequest(WHERE, [{ path: 'zipcode', message: WHERE }])
  const items = await nearestRelayPoints(origin, query.limit)
  return ok({ items, total: items.length })
})

export const dynamic = 'force-dynamic'
