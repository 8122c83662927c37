import { apiGet } from '@/server/http/api-handler'
import { getLanding } from '@/data/forms'
import { notFound } from '@/domain/api/errors'
import { FORM_ENDPOINTS } from '@/domain/forms/api'

/** GET /api/v1/landing?technical_name= — a contest (spec §7). */
export const GET = apiGet(FORM_ENDPOINTS.landing, async ({ query }) => {
  const landing = await getLanding(query.technical_name)
  if (!landing) throw notFound('Jeu-concours introuvable')
  const now = Date.now()
  return {
    data: {
      id: landing.id,
      technical_name: landing.technicalName,
      title: landing.title,
      intro: landing.intro,
      question: landing.question,
      opens_at: landing.opensAt,
      closes_at: landing.closesAt,
      open: now >= Date.parse(landing.opensAt) && now <= Date.parse(landing.closesAt),
      rules: landing.rules,
    },
  }
})
export const dynamic = 'force-dynamic'
