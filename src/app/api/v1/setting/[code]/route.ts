import { apiGet } from '@/server/http/api-handler'
import { getSettings } from '@/data/site'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { notFound } from '@/domain/api/errors'
import { toSettings } from '@/domain/api/map'

/** GET /api/v1/setting/{code} */
export const GET = apiGet(ENDPOINTS.settingGet, async ({ params, ctx }) => {
  const setting = toSettings(await getSettings(ctx.locale)).find((s) => s.code === params.code)
  if (!setting) throw notFound(`Paramètre du site introuvable : ${params.code}`)
  return { data: setting }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
