import { apiGet } from '@/server/http/api-handler'
import { FORM_ENDPOINTS } from '@/domain/forms/api'
import { CIVILITIES } from '@/domain/forms/options'

/** GET /api/v1/civility */
export const GET = apiGet(FORM_ENDPOINTS.civilityList, async () => ({
  data: { items: CIVILITIES.map((c) => ({ ...c })), total: CIVILITIES.length },
}))
export const dynamic = 'force-dynamic'
