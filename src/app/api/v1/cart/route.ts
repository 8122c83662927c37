import { cartQuery } from '@/domain/commerce/api'
import { cartAddSchema } from '@/domain/commerce/schemas'
import { addToCart, answerFor, heldCart, resetCart } from '@/server/commerce/cart'
import { commerceRoute, ok, parseBody } from '@/server/commerce/handler'
import { limitAddress } from '@/server/http/limits'

/** POST /api/v1/cart — adds packs (a new cart of the request's plan when the caller has none). */
export const POST = commerceRoute('POST cart', { query: cartQuery }, async ({ request, body, token, customer, ctx }) => {
  // Without an account, a cart without a token (or with a stale one) is a new row: limited per address.
  if (!customer) await limitAddress(request, token ? 'cartAdd' : 'cartCreate')
  const input = parseBody(cartAddSchema, body)
  return ok(await addToCart(input, token, customer, ctx))
})

/** GET /api/v1/cart — the cart of the token, or the signed-in customer's open cart (cart null: none). */
export const GET = commerceRoute('GET cart', { query: cartQuery }, async ({ token, customer, ctx }) => {
  const held = await heldCart(token, customer)
  return ok(held ? await answerFor(held, customer, ctx) : { token: null, token_validity: null, cart: null })
})

/** DELETE /api/v1/cart — empties and deletes the cart (spec §4 reset). */
export const DELETE = commerceRoute('DELETE cart', { query: cartQuery }, async ({ token, customer }) => {
  await resetCart(token, customer)
  return ok({ cart: null })
})

export const dynamic = 'force-dynamic'
