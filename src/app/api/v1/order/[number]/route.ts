import { getOrder } from '@/data/commerce/orders'
import { notFound } from '@/domain/api/errors'
import { ORDER_MESSAGES } from '@/domain/commerce/order-view'
import { customerRoute, NO_STORE } from '@/server/account/handler'

/** GET /api/v1/order/{number} — one order of the signed-in customer (spec §7 "order show"); another customer's: 404. */
export const GET = customerRoute('GET order/{number}', null, async ({ customer, params }) => {
  const order = await getOrder(customer, params.number ?? '')
  if (!order) throw notFound(ORDER_MESSAGES.notFound)
  return Response.json({ data: { order } }, { headers: NO_STORE })
})

export const dynamic = 'force-dynamic'
