import { apiGet } from '@/server/http/api-handler'
import { getLandingById } from '@/data/forms'
import { notFound } from '@/domain/api/errors'
import { FORM_ENDPOINTS } from '@/domain/forms/api'

/** GET /api/v1/landing/store?landing_id= — participating stores of a contest (spec §7). */
export const GET = apiGet(FORM_ENDPOINTS.landingStores, async ({ query }) => {
  const landing = await getLandingById(query.landing_id)
  if (!landing) throw notFound('Jeu-concours introuvable')
  return { data: { items: landing.stores, total: landing.stores.length } }
})
export const dynamic = 'force-dynamic'
