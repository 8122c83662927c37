import { apiGet } from '@/server/http/api-handler'
import { getMenuIds } from '@/data/api/lookups'
import { getMenus } from '@/data/site'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { notFound } from '@/domain/api/errors'
import { toMenu } from '@/domain/api/map'
import { own } from '@/domain/shared/own'

/** GET /api/v1/menu/{id} — one of the plan's menus, by id or code. */
export const GET = apiGet(ENDPOINTS.menuGet, async ({ params, ctx }) => {
  const [menus, ids] = await Promise.all([getMenus(ctx.target, ctx.locale), getMenuIds()])
  const code = typeof params.id === 'number' ? Object.entries(ids).find(([, id]) => id === params.id)?.[0] : params.id
  const menu = code === undefined ? undefined : own(menus, code)
  if (!menu) throw notFound(`Menu introuvable pour ce plan de vente : ${params.id}`)
  return { data: toMenu(menu, own(ids, menu.code) ?? null) }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
