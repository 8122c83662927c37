import { returnFromPayment } from '@/server/payments/return'

/**
 * GET /api/v1/payment/return/{provider}?commande=…&plan=…[&issue=annule] — where the card
 * provider sends the customer back: 303 to the confirmation page, or to the payment step when
 * the payment was refused or abandoned (the cart is open again). Changes nothing itself but,
 * on a cancel, asks the provider to close the session (its notification does the rest).
 */
export async function GET(request: Request, context: { params: Promise<{ provider: string }> }): Promise<Response> {
  const { provider } = await context.params
  return returnFromPayment(provider, request)
}

export const dynamic = 'force-dynamic'
