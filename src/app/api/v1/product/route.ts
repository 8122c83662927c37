import { apiGet } from '@/server/http/api-handler'
import { getCatalogue } from '@/data/catalogue'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { listForApi } from '@/domain/api/listing'
import { toProduct } from '@/domain/api/map'

/** GET /api/v1/product — listing of the plan; `price` filters and `orderBy=price_asc|price_desc` sorts by the "from" price (decision 087). */
export const GET = apiGet(ENDPOINTS.productList, async ({ query, ctx }) => {
  const catalogue = await getCatalogue(ctx.target, ctx.locale)
  const listing = listForApi(catalogue, {
    ...(query.categories ? { categories: query.categories } : {}),
    ...(query.caracteristics ? { caracteristics: query.caracteristics } : {}),
    ...(query.text ? { text: query.text } : {}),
    ...(query.price ? { price: query.price } : {}),
    ...(query.orderBy ? { orderBy: query.orderBy } : {}),
    ...(query.promoted ? { promoted: true } : {}),
    ...(query.perPage ? { perPage: query.perPage } : {}),
    page: query.page,
  })
  return {
    data: {
      items: listing.items.map((p) => toProduct(catalogue, p)),
      total: listing.total,
      page: listing.page,
      perPage: listing.perPage,
      pageCount: listing.pageCount,
    },
  }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
