import { cartShipping } from '@/data/commerce/shipping'
import { shippingQuery } from '@/domain/commerce/api'
import { pricedCartOf, requireCart } from '@/server/commerce/cart'
import { commerceRoute, ok } from '@/server/commerce/handler'

/** GET /api/v1/cart/shipping?zipcode=&country= — each carrier's cost for the cart, on the plan's basis (null: cannot deliver). */
export const GET = commerceRoute('GET cart/shipping', { query: shippingQuery }, async ({ query, token, customer, ctx }) => {
  const held = await requireCart(token, customer)
  const priced = await pricedCartOf(held, customer, ctx)
  const shipping = await cartShipping(priced, query.zipcode, query.country, ctx.locale)
  return ok({
    zipcode: query.zipcode,
    country: query.country,
    zone: shipping.zone,
    weight_grams: shipping.weightGrams,
    costs: shipping.costs,
    carriers: shipping.carriers,
  })
})

export const dynamic = 'force-dynamic'
