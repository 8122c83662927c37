import { apiGet } from '@/server/http/api-handler'
import { FORM_ENDPOINTS } from '@/domain/forms/api'
import { PROFILES } from '@/domain/forms/options'

/** GET /api/v1/profile — contact profiles, all or those offered to one audience (`target`). */
export const GET = apiGet(FORM_ENDPOINTS.profileList, async ({ query }) => {
  const items = PROFILES.filter((p) => query.target === undefined || (p.targets as readonly string[]).includes(query.target)).map((p) => ({
    code: p.code,
    label: p.label,
    targets: [...p.targets],
  }))
  return { data: { items, total: items.length } }
})
export const dynamic = 'force-dynamic'
