import { apiGet } from '@/server/http/api-handler'
import { getSites } from '@/data/site'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { notFound } from '@/domain/api/errors'
import { toSite } from '@/domain/api/map'

/** GET /api/v1/site/{id} */
export const GET = apiGet(ENDPOINTS.siteGet, async ({ params }) => {
  const site = (await getSites()).find((s) => s.id === params.id)
  if (!site) throw notFound(`Site introuvable : ${params.id}`)
  return { data: toSite(site) }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
