/**
 * Receiving a provider's notification (POST /api/v1/payment/notify/{provider}): the signature
 * checked by the provider (400 and nothing changed when it is bad), the event applied once
 * (src/data/commerce/payments.ts), « paiement accepté » mailed when it made the order paid,
 * « paiement refusé » (or abandonné) when it made the payment fail (decision 126): one mail per
 * payment attempt, as only the event that changed the order is answered `paid` or `refused`.
 * A replayed event answers 200 and changes nothing, as providers retry until they get a 2xx.
 */
import 'server-only'
import { applyPaymentEvent, orderForMail } from '@/data/commerce/payments'
import { sendPaymentAccepted, sendPaymentFailed } from '@/server/mail/orders'
import { providerById } from './providers'

const NO_STORE = { 'Cache-Control': 'no-store' } as const
const MAX_BODY_BYTES = 256 * 1024
export const BAD_SIGNATURE_MESSAGE = 'Signature de la notification de paiement invalide.'

export async function receivePaymentNotification(providerId: string, request: Request): Promise<Response> {
  const provider = providerById(providerId)
  if (!provider) {
    return Response.json({ status: 'not_found', message: 'Prestataire de paiement inconnu.' }, { status: 404, headers: NO_STORE })
  }
  // A provider's notification is a few kilobytes: a larger body is refused before it is read.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return Response.json(
      { status: 'bad_request', message: 'Notification trop volumineuse.', errors: [] },
      { status: 400, headers: NO_STORE },
    )
  }
  const event = await provider.verify(request)
  if (!event) {
    return Response.json({ status: 'bad_request', message: BAD_SIGNATURE_MESSAGE, errors: [] }, { status: 400, headers: NO_STORE })
  }
  const applied = await applyPaymentEvent({ provider: provider.id, ...event })
  if (applied.kind === 'paid') {
    void orderForMail(applied.orderId)
      .then((found) => (found ? sendPaymentAccepted(found.email, found.order) : false))
      .catch((error: unknown) => console.error(`[mail] paiement accepté de ${applied.number} non envoyé :`, error))
  }
  if (applied.kind === 'refused') {
    void orderForMail(applied.orderId)
      .then((found) => (found ? sendPaymentFailed(found.email, found.order, applied.outcome) : false))
      .catch((error: unknown) => console.error(`[mail] paiement non abouti de ${applied.number} non envoyé :`, error))
  }
  return Response.json({ data: { received: true, replayed: applied.kind === 'replayed' } }, { headers: NO_STORE })
}
