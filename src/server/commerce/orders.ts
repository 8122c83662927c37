/**
 * Placing an order from the API (POST /api/v1/order): the data layer's transaction, then,
 * once committed, the card payment's session (the redirect) and the confirmation mail with its
 * PDF summary. Neither can undo the order: a provider that cannot be reached leaves the order
 * awaiting payment (the answer says so), a mail that fails is logged.
 *
 * The confirmation (« Commande … enregistrée ») goes once per order, with the placement that
 * created it: not with a second submit, nor when the cart is placed again after a refused or
 * abandoned card payment (same order, same number; decision 126).
 */
import 'server-only'
import type { CustomerUser } from '@/data/customers'
import { placeOrder, setProviderSession, type PlaceOutcome } from '@/data/commerce/orders'
import type { PlaceOrder } from '@/domain/commerce/schemas'
import { sendOrderConfirmation } from '@/server/mail/orders'
import { cardProvider } from '@/server/payments/providers'
import { paymentNotifyUrl, paymentReturnUrl } from '@/server/payments/urls'

export const PAYMENT_UNAVAILABLE =
  'Le paiement par carte est momentanément indisponible. Votre commande est enregistrée : vous pourrez la régler depuis votre compte ou nous contacter.'

type Placed = Extract<PlaceOutcome, { kind: 'placed' }>
export type SubmitOutcome = Exclude<PlaceOutcome, Placed> | (Placed & { redirect: string | null; paymentMessage: string | null })

/** The provider's page for the order: its session resumed, or a new one. Null when the provider fails. */
async function cardRedirect(placed: Placed): Promise<string | null> {
  const provider = cardProvider()
  const { order } = placed
  try {
    if (placed.providerSession) return await provider.resume(placed.providerSession)
    const started = await provider.start(
      { number: order.number, amount: order.amount.ttc, email: placed.email },
      { returnUrl: paymentReturnUrl(provider.id, order.number, order.plan), notifyUrl: paymentNotifyUrl(provider.id) },
    )
    const kept = await setProviderSession(placed.orderId, started.session)
    // Two submits at once each started a session: the first one kept wins.
    return kept === started.session ? started.redirectUrl : kept ? await provider.resume(kept) : null
  } catch (error) {
    console.error(`[paiement] session de ${order.number} impossible :`, error)
    return null
  }
}

export async function submitOrder(customer: CustomerUser, token: string, input: PlaceOrder): Promise<SubmitOutcome> {
  const outcome = await placeOrder(customer, token, input, { cardAvailable: true })
  if (outcome.kind !== 'placed') return outcome
  const awaitingCard = outcome.order.payment.method === 'card' && outcome.order.payment.status === 'awaiting'
  const redirect = awaitingCard ? await cardRedirect(outcome) : null
  if (outcome.firstPlacement) {
    void sendOrderConfirmation(outcome.email, outcome.order).catch((error: unknown) =>
      console.error(`[mail] confirmation de ${outcome.order.number} non envoyée :`, error),
    )
  }
  return { ...outcome, redirect, paymentMessage: awaitingCard && !redirect ? PAYMENT_UNAVAILABLE : null }
}
