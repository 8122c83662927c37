/**
 * Stripe adapter (decision 088), enabled only when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * are set: a Checkout Session per order (one line, the order's TTC total in euros), and the
 * webhook's signature checked by the SDK. Events used: `checkout.session.completed` (paid when
 * its payment_status is `paid`), `checkout.session.async_payment_succeeded` / `_failed`, and
 * `checkout.session.expired` (abandoned; the cancel link expires the session at once).
 */
import 'server-only'
import Stripe from 'stripe'
import type { PaymentNotification, PaymentOutcome, PaymentProvider } from './types'

/** Sessions left open longer than this expire (Stripe's minimum is 30 minutes). */
const SESSION_MINUTES = 30

export function withParam(url: string, name: string, value: string): string {
  const u = new URL(url)
  u.searchParams.set(name, value)
  return u.toString()
}

/** The outcome of a verified Stripe event (null: an event that changes no order). */
export function stripeOutcome(event: Stripe.Event): { session: string; outcome: PaymentOutcome | null } | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return { session: event.data.object.id, outcome: event.data.object.payment_status === 'paid' ? 'paid' : null }
    case 'checkout.session.async_payment_succeeded':
      return { session: event.data.object.id, outcome: 'paid' }
    case 'checkout.session.async_payment_failed':
      return { session: event.data.object.id, outcome: 'refused' }
    case 'checkout.session.expired':
      return { session: event.data.object.id, outcome: 'abandoned' }
    default:
      return null
  }
}

export function stripeProvider(secretKey: string, webhookSecret: string): PaymentProvider {
  const stripe = new Stripe(secretKey)
  return {
    id: 'stripe',
    async start(order, urls) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'eur', unit_amount: order.amount, product_data: { name: `Commande ${order.number}` } },
            },
          ],
          customer_email: order.email,
          client_reference_id: order.number,
          metadata: { order: order.number },
          locale: 'fr',
          success_url: urls.returnUrl,
          cancel_url: withParam(urls.returnUrl, 'issue', 'annule'),
          expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
        },
        // A second start for the same order (a retry) gets the same session.
        { idempotencyKey: `ardalis-order-${order.number}` },
      )
      if (!session.url) throw new Error(`Stripe n’a pas donné l’adresse de la session ${session.id}`)
      return { redirectUrl: session.url, session: session.id }
    },
    async resume(session) {
      const found = await stripe.checkout.sessions.retrieve(session)
      return found.status === 'open' ? found.url : null
    },
    async cancel(session) {
      const found = await stripe.checkout.sessions.retrieve(session)
      if (found.status === 'open') await stripe.checkout.sessions.expire(session)
    },
    async verify(request): Promise<PaymentNotification | null> {
      const body = await request.text()
      const signature = request.headers.get('stripe-signature')
      if (!signature) return null
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(body, signature, webhookSecret)
      } catch {
        return null
      }
      const outcome = stripeOutcome(event)
      return { eventId: event.id, session: outcome?.session ?? '', outcome: outcome?.outcome ?? null }
    },
  }
}
