import { apiGet } from '@/server/http/api-handler'
import { FORM_ENDPOINTS } from '@/domain/forms/api'
import { COUNTRIES } from '@/domain/forms/options'

/** GET /api/v1/country */
export const GET = apiGet(FORM_ENDPOINTS.countryList, async () => ({
  data: { items: COUNTRIES.map((c) => ({ ...c })), total: COUNTRIES.length },
}))
export const dynamic = 'force-dynamic'
