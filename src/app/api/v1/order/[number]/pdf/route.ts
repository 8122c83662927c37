import { getOrder } from '@/data/commerce/orders'
import { notFound } from '@/domain/api/errors'
import { ORDER_MESSAGES } from '@/domain/commerce/order-view'
import { customerRoute } from '@/server/account/handler'
import { orderSummaryPdf } from '@/server/mail/order-pdf'
import { orderPdfFilename } from '@/server/mail/orders'

/** GET /api/v1/order/{number}/pdf — the PDF order summary of one of the signed-in customer's orders. */
export const GET = customerRoute('GET order/{number}/pdf', null, async ({ customer, params }) => {
  const order = await getOrder(customer, params.number ?? '')
  if (!order) throw notFound(ORDER_MESSAGES.notFound)
  const bytes = await orderSummaryPdf(order)
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${orderPdfFilename(order)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})

export const dynamic = 'force-dynamic'
