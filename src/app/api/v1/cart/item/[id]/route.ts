import { cartQuery } from '@/domain/commerce/api'
import { quantitySchema } from '@/domain/commerce/schemas'
import { answerFor, changeQuantity, lineId, removeLine, requireCart } from '@/server/commerce/cart'
import { commerceRoute, ok, parseBody } from '@/server/commerce/handler'

/** PATCH /api/v1/cart/item/{id} — a line's quantity (1–999); a line of another cart is a 404. */
export const PATCH = commerceRoute('PATCH cart/item', { query: cartQuery }, async ({ body, token, customer, ctx, params }) => {
  const held = await requireCart(token, customer)
  const id = lineId(params.id)
  const { quantity } = parseBody(quantitySchema, body)
  await changeQuantity(held, id, quantity)
  return ok(await answerFor(held, customer, ctx))
})

/** DELETE /api/v1/cart/item/{id} — removes a line of the cart. */
export const DELETE = commerceRoute('DELETE cart/item', { query: cartQuery }, async ({ token, customer, ctx, params }) => {
  const held = await requireCart(token, customer)
  await removeLine(held, lineId(params.id))
  return ok(await answerFor(held, customer, ctx))
})

export const dynamic = 'force-dynamic'
