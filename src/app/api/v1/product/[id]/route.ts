import { apiGet } from '@/server/http/api-handler'
import { productInPlan } from '@/data/api/lookups'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { toProductDetail } from '@/domain/api/map'

/** GET /api/v1/product/{id} — id or slug; another plan's product → 400 not_available_in_this_saleplan. */
export const GET = apiGet(ENDPOINTS.productGet, async ({ params, ctx }) => {
  const { catalogue, product } = await productInPlan(ctx, params.id)
  return { data: toProductDetail(catalogue, product) }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
