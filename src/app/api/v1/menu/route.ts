import { apiGet } from '@/server/http/api-handler'
import { getMenuIds } from '@/data/api/lookups'
import { getMenus } from '@/data/site'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { toMenu } from '@/domain/api/map'
import { own } from '@/domain/shared/own'

/** GET /api/v1/menu — the plan's menus (menu_, menu_prefooter_, menu_footer_{target}), or those of `code`. */
export const GET = apiGet(ENDPOINTS.menuList, async ({ query, ctx }) => {
  const [menus, ids] = await Promise.all([getMenus(ctx.target, ctx.locale), getMenuIds()])
  const codes = query.code ?? [`menu_${ctx.target}`, `menu_prefooter_${ctx.target}`, `menu_footer_${ctx.target}`]
  const items = codes.flatMap((code) => {
    const menu = own(menus, code)
    return menu ? [toMenu(menu, own(ids, code) ?? null)] : []
  })
  return { data: { items, total: items.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
