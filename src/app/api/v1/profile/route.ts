import { apiGet } from '@/server/http/api-handler'
import { FORM_ENDPOINTS } from '@/domain/forms/api'
import { PROFILES } from '@/domain/forms/options'

/** GET /api/v1/profile — contact profiles. */
export const GET = apiGet(FORM_ENDPOINTS.profileList, async () => ({
  data: { items: PROFILES.map((p) => ({ ...p })), total: PROFILES.length },
}))
export const dynamic = 'force-dynamic'
