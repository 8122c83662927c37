import { listOrders } from '@/data/commerce/orders'
import { badRequest, notFound } from '@/domain/api/errors'
import { cartQuery } from '@/domain/commerce/api'
import { ORDER_MESSAGES } from '@/domain/commerce/order-view'
import { placeOrderSchema } from '@/domain/commerce/schemas'
import { customerRoute, NO_STORE } from '@/server/account/handler'
import { submitOrder } from '@/server/commerce/orders'
import { commerceRoute, parseBody } from '@/server/commerce/handler'

/**
 * POST /api/v1/order — places the order of the cart of the token (decision 087): 201 with the
 * new order, 200 with the same order for the same cart again (a double submit, another tab);
 * `redirect` is the card provider's page. 409 `price_changed` / `discount_exhausted` with the
 * cart as it is now: nothing is placed.
 */
export const POST = commerceRoute('POST order', { query: cartQuery, session: true }, async ({ body, token, customer }) => {
  const input = parseBody(placeOrderSchema, body)
  if (!customer) throw badRequest('Session requise.')
  if (!token) throw notFound('Panier introuvable.')
  const outcome = await submitOrder(customer, token, input)
  switch (outcome.kind) {
    case 'placed':
      return Response.json(
        {
          data: {
            message: ORDER_MESSAGES.accepted(outcome.order.number),
            order: outcome.order,
            redirect: outcome.redirect,
            payment_message: outcome.paymentMessage,
          },
        },
        { status: outcome.created ? 201 : 200, headers: NO_STORE },
      )
    case 'price_changed':
    case 'discount_exhausted':
      return Response.json({ status: outcome.kind, message: outcome.message, cart: outcome.cart }, { status: 409, headers: NO_STORE })
    case 'invalid':
      throw badRequest(outcome.message, [{ path: outcome.path, message: outcome.message }])
    case 'not_found':
      return Response.json({ status: outcome.reason, message: outcome.message }, { status: 404, headers: NO_STORE })
  }
})

/** GET /api/v1/order — the signed-in customer's orders, newest first (`page`, 20 a page). */
export const GET = customerRoute('GET order', null, async ({ customer, request }) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw badRequest('Paramètre invalide : page')
  return Response.json({ data: await listOrders(customer, page) }, { headers: NO_STORE })
})

export const dynamic = 'force-dynamic'
