import { apiGet } from '@/server/http/api-handler'
import { getCatalogue } from '@/data/catalogue'
import { getTeintes } from '@/data/teintes'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { toProductRef } from '@/domain/api/map'
import type { Product } from '@/domain/catalogue/types'
import { TEINTE_FAMILY_LABELS } from '@/domain/tools/store-types'

/** GET /api/v1/teinte — the colour chart's tints with the plan's products in each. */
export const GET = apiGet(ENDPOINTS.teinteList, async ({ query, ctx }) => {
  const [teintes, catalogue] = await Promise.all([getTeintes(ctx.locale), getCatalogue(ctx.target, ctx.locale)])
  const products = new Map(catalogue.products.map((p) => [p.id, p]))
  const items = teintes
    .filter((t) => !query.family || t.family === query.family)
    .map((t) => ({
      id: t.id,
      code: t.code,
      name: t.name,
      color: t.color,
      family: t.family,
      family_label: TEINTE_FAMILY_LABELS[t.family][ctx.locale],
      products: t.productIds
        .map((id) => products.get(id))
        .filter((p): p is Product => p !== undefined)
        .map((p) => toProductRef(catalogue, p)),
    }))
  return { data: { items, total: items.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
