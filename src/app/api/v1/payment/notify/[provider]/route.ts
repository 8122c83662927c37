import { faultResponse } from '@/server/http/error-response'
import { receivePaymentNotification } from '@/server/payments/notify'

/**
 * POST /api/v1/payment/notify/{provider} — the card provider's signed notification (decision
 * 088): 200 `{ received: true }` once applied or replayed, 400 for a bad signature (nothing
 * changes), 404 for a provider that is not the active one.
 */
export async function POST(request: Request, context: { params: Promise<{ provider: string }> }): Promise<Response> {
  const { provider } = await context.params
  try {
    return await receivePaymentNotification(provider, request)
  } catch (error) {
    // The provider sends the notification again after any answer but a 2xx.
    return faultResponse('POST payment/notify', error)
  }
}

export const dynamic = 'force-dynamic'
