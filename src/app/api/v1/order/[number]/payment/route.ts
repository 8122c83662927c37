import { ApiProblem, notFound } from '@/domain/api/errors'
import { ORDER_MESSAGES } from '@/domain/commerce/order-view'
import { customerRoute, NO_STORE } from '@/server/account/handler'
import { payOrder } from '@/server/commerce/orders'

/** Seconds before the customer may try again when the card provider cannot be reached. */
const PROVIDER_RETRY_AFTER = 30

/**
 * POST /api/v1/order/{number}/payment — pays one of the signed-in customer's orders that awaits
 * its card payment: 200 `{ data: { redirect } }`, the provider's page (the order's session
 * resumed, so a second call leads to the same page). Another customer's or an unknown order:
 * 404. An order paid, cancelled, refused (its cart is open again) or paid otherwise: 409
 * `order_not_payable` with the reason and its French message. The provider unreachable: 503.
 */
export const POST = customerRoute('POST order/{number}/payment', null, async ({ customer, params }) => {
  const outcome = await payOrder(customer, params.number ?? '')
  switch (outcome.kind) {
    case 'redirect':
      return Response.json({ data: { redirect: outcome.redirect } }, { headers: NO_STORE })
    case 'not_found':
      throw notFound(ORDER_MESSAGES.notFound)
    case 'refused':
      return Response.json(
        { status: 'order_not_payable', reason: outcome.reason, message: outcome.message },
        { status: 409, headers: NO_STORE },
      )
    case 'unavailable':
      throw new ApiProblem(503, { status: 'unavailable', message: outcome.message }, PROVIDER_RETRY_AFTER)
  }
})

export const dynamic = 'force-dynamic'
