import { cartQuery } from '@/domain/commerce/api'
import { answerFor, mergeAtLogin } from '@/server/commerce/cart'
import { commerceRoute, ok } from '@/server/commerce/handler'

/** POST /api/v1/cart/merge — at login, the guest cart of the token joins the customer's (session required). */
export const POST = commerceRoute('POST cart/merge', { query: cartQuery, session: true }, async ({ token, customer, ctx }) => {
  if (!customer) throw new Error('session checked by commerceRoute')
  const held = await mergeAtLogin(token, customer)
  return ok(held ? await answerFor(held, customer, ctx) : { token: null, token_validity: null, cart: null })
})

export const dynamic = 'force-dynamic'
