import { apiGet } from '@/server/http/api-handler'
import { getSettings } from '@/data/site'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { toSettings } from '@/domain/api/map'

/** GET /api/v1/setting — every setting (code, first value, values). */
export const GET = apiGet(ENDPOINTS.settingList, async ({ ctx }) => {
  const items = toSettings(await getSettings(ctx.locale))
  return { data: { items, total: items.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
