import { cartQuery } from '@/domain/commerce/api'
import { discountCodeSchema } from '@/domain/commerce/schemas'
import { answerFor, applyDiscount, removeDiscount, requireCart } from '@/server/commerce/cart'
import { commerceRoute, ok, parseBody } from '@/server/commerce/handler'

/** POST /api/v1/cart/discount — applies a code (400 with the French reason when it cannot). */
export const POST = commerceRoute('POST cart/discount', { query: cartQuery }, async ({ body, token, customer, ctx }) => {
  const held = await requireCart(token, customer)
  const { code } = parseBody(discountCodeSchema, body)
  await applyDiscount(held, code, customer, ctx)
  return ok(await answerFor(held, customer, ctx))
})

/** DELETE /api/v1/cart/discount — removes the code (and its free line). */
export const DELETE = commerceRoute('DELETE cart/discount', { query: cartQuery }, async ({ token, customer, ctx }) => {
  const held = await requireCart(token, customer)
  await removeDiscount(held)
  return ok(await answerFor(held, customer, ctx))
})

export const dynamic = 'force-dynamic'
