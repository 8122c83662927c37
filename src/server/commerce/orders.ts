/**
 * Placing an order from the API (POST /api/v1/order): the data layer's transaction, then,
 * once committed, the card payment's session (the redirect) and the confirmation mail with its
 * PDF summary. Neither can undo the order: a provider that cannot be reached leaves the order
 * awaiting payment (the answer says so), a mail that fails is logged.
 *
 * The confirmation (« Commande … enregistrée ») goes once per order, with the placement that
 * created it: not with a second submit, nor when the cart is placed again after a refused or
 * abandoned card payment (same order, same number; decision 126).
 *
 * Paying later (POST /api/v1/order/{number}/payment): a card order whose payment is still
 * awaited (the customer came back from the provider's page without paying, or the provider
 * could not be reached) gets the provider's page again, by the same path as a placement: its
 * session resumed, or a new one kept only if none was set meanwhile, so that two calls, or a
 * call and a submit, lead to one session.
 */
import 'server-only'
import type { CustomerUser } from '@/data/customers'
import { orderDocOf, placeOrder, setProviderSession, type PlaceOutcome } from '@/data/commerce/orders'
import { cardPaymentRefusal, ORDER_PAYMENT_MESSAGES, type CardPaymentRefusal } from '@/domain/commerce/order-view'
import type { PlaceOrder } from '@/domain/commerce/schemas'
import type { Cents } from '@/domain/commerce/types'
import type { Target } from '@/domain/routing/types'
import { orderView } from '@/payload/collections/orders/view'
import { sendOrderConfirmation } from '@/server/mail/orders'
import { cardProvider } from '@/server/payments/providers'
import { paymentNotifyUrl, paymentReturnUrl } from '@/server/payments/urls'

export const PAYMENT_UNAVAILABLE =
  'Le paiement par carte est momentanément indisponible. Votre commande est enregistrée : vous pourrez la régler depuis votre compte ou nous contacter.'

type Placed = Extract<PlaceOutcome, { kind: 'placed' }>
export type SubmitOutcome = Exclude<PlaceOutcome, Placed> | (Placed & { redirect: string | null; paymentMessage: string | null })

/** What the card provider needs of an order awaiting its card payment. */
export interface CardPayable {
  orderId: number
  number: string
  plan: Target
  /** The order's TTC total, cents. */
  amount: Cents
  email: string
  /** The session already opened for it, if any. */
  providerSession: string | null
}

/** The provider's page for the order: its session resumed, or a new one. Null when the provider fails. */
export async function cardRedirect(order: CardPayable): Promise<string | null> {
  const provider = cardProvider()
  try {
    if (order.providerSession) return await provider.resume(order.providerSession)
    const started = await provider.start(
      { number: order.number, amount: order.amount, email: order.email },
      { returnUrl: paymentReturnUrl(provider.id, order.number, order.plan), notifyUrl: paymentNotifyUrl(provider.id) },
    )
    const kept = await setProviderSession(order.orderId, started.session)
    // Two calls at once each started a session: the first one kept wins.
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
  const redirect = awaitingCard
    ? await cardRedirect({
        orderId: outcome.orderId,
        number: outcome.order.number,
        plan: outcome.order.plan,
        amount: outcome.order.amount.ttc,
        email: outcome.email,
        providerSession: outcome.providerSession,
      })
    : null
  if (outcome.firstPlacement) {
    void sendOrderConfirmation(outcome.email, outcome.order).catch((error: unknown) =>
      console.error(`[mail] confirmation de ${outcome.order.number} non envoyée :`, error),
    )
  }
  return { ...outcome, redirect, paymentMessage: awaitingCard && !redirect ? PAYMENT_UNAVAILABLE : null }
}

export type PayOutcome =
  | { kind: 'redirect'; redirect: string }
  | { kind: 'not_found' }
  | { kind: 'refused'; reason: CardPaymentRefusal; message: string }
  | { kind: 'unavailable'; message: string }

/**
 * The provider's page for one of the customer's orders that awaits its card payment (read with
 * the customer's access: another customer's order is not found). Idempotent: the session kept
 * on the order is resumed, so calling twice leads to the same page.
 */
export async function payOrder(customer: CustomerUser, number: string): Promise<PayOutcome> {
  const doc = await orderDocOf(customer, number)
  if (!doc) return { kind: 'not_found' }
  const order = orderView(doc)
  const refusal = cardPaymentRefusal(order)
  if (refusal) return { kind: 'refused', reason: refusal, message: ORDER_PAYMENT_MESSAGES.refusals[refusal] }
  const redirect = await cardRedirect({
    orderId: doc.id,
    number: order.number,
    plan: order.plan,
    amount: order.amount.ttc,
    email: customer.email,
    providerSession: doc.providerSession ?? null,
  })
  return redirect ? { kind: 'redirect', redirect } : { kind: 'unavailable', message: ORDER_PAYMENT_MESSAGES.unavailable }
}
