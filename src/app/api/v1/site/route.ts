import { apiGet } from '@/server/http/api-handler'
import { getSiteByHost } from '@/data/site'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { notFound } from '@/domain/api/errors'
import { toSite } from '@/domain/api/map'

/**
 * GET /api/v1/site — site info by host: the `url` param, else X-Forwarded-Host, else Host
 * (first of a comma list); an unknown host gets the default site (spec §7 "Site info lookup").
 */
export const GET = apiGet(ENDPOINTS.siteLookup, async ({ query, request }) => {
  const host = query.url ?? request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  const first = host?.split(',')[0]?.trim() ?? null
  const hostname = first ? (first.replace(/^https?:\/\//, '').split('/')[0] ?? null) : null
  const site = await getSiteByHost(hostname)
  if (!site) throw notFound('Aucun site configuré')
  return { data: toSite(site) }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
