/**
 * Card payment notifications (decision 088), applied in one transaction:
 *   1. the event is recorded once: `INSERT … ON CONFLICT (key) DO NOTHING` on the unique key
 *      `provider:eventId`; 0 rows is a replay, which changes nothing;
 *   2. paid: the order becomes `paid` only while its payment is awaited (a conditional UPDATE);
 *   3. refused or abandoned: the order becomes `payment_refused`, its cart is reopened (and its
 *      expiry renewed) so the customer keeps it, and the code's use is given back.
 * `paid` and `refused` are answered only to the event that changed the order (once per
 * payment attempt): the caller mails the customer on them (decision 126).
 * Every write here is a system write: the provider's signature, checked before, is the proof.
 */
import 'server-only'
import { sql } from '@payloadcms/db-sqlite'
import type { OrderView } from '@/domain/commerce/order-view'
import type { Target } from '@/domain/routing/types'
import { CUSTOMER_COLLECTION } from '@/payload/access/customers'
import { orderView } from '@/payload/collections/orders/view'
import { inTransaction } from '@/payload/db/transaction'
import { payloadClient } from '../payload'
import { CART_LIFETIME_MS } from './carts'

export type PaymentOutcome = 'paid' | 'refused' | 'abandoned'

export interface PaymentEventInput {
  provider: string
  eventId: string
  session: string
  outcome: PaymentOutcome | null
}

export type AppliedPayment =
  | { kind: 'replayed' }
  | { kind: 'ignored' }
  | { kind: 'paid'; orderId: number; number: string }
  | { kind: 'refused'; outcome: 'refused' | 'abandoned'; orderId: number; number: string }

interface OrderRow extends Record<string, unknown> {
  id: number
  number: string
  cart_id: number
  discount_code: string | null
}

export async function applyPaymentEvent(event: PaymentEventInput, now = new Date()): Promise<AppliedPayment> {
  const payload = await payloadClient()
  const stamp = now.toISOString()
  return inTransaction(payload, async (tx): Promise<AppliedPayment> => {
    const [order] = event.session
      ? await tx.rows<OrderRow>(
          sql`SELECT id, number, cart_id, discount_code FROM orders WHERE provider_session = ${event.session} AND payment_method = 'card'`,
        )
      : []
    const key = `${event.provider}:${event.eventId}`
    const kind = event.outcome ?? 'ignored'
    const recorded = await tx.run(
      sql`INSERT INTO payment_events (key, provider, event_id, order_id, kind, received_at, updated_at, created_at) VALUES (${key}, ${event.provider}, ${event.eventId}, ${order?.id ?? null}, ${kind}, ${stamp}, ${stamp}, ${stamp}) ON CONFLICT (key) DO NOTHING`,
    )
    if (recorded === 0) return { kind: 'replayed' }
    if (!order || event.outcome === null) return { kind: 'ignored' }
    const id = Number(order.id)

    if (event.outcome === 'paid') {
      const changed = await tx.run(
        sql`UPDATE orders SET status = 'paid', payment_status = 'paid', paid_at = ${stamp}, updated_at = ${stamp} WHERE id = ${id} AND payment_status = 'awaiting'`,
      )
      return changed === 1 ? { kind: 'paid', orderId: id, number: order.number } : { kind: 'ignored' }
    }

    const changed = await tx.run(
      sql`UPDATE orders SET status = 'payment_refused', payment_status = 'refused', updated_at = ${stamp} WHERE id = ${id} AND payment_status = 'awaiting'`,
    )
    if (changed === 0) return { kind: 'ignored' }
    const expires = new Date(now.getTime() + CART_LIFETIME_MS).toISOString()
    await tx.run(
      sql`UPDATE carts SET status = 'open', expires_at = ${expires}, updated_at = ${stamp} WHERE id = ${Number(order.cart_id)} AND status = 'ordered'`,
    )
    if (order.discount_code) {
      await tx.run(sql`UPDATE discount_codes SET used = used - 1, updated_at = ${stamp} WHERE code = ${order.discount_code} AND used > 0`)
    }
    return { kind: 'refused', outcome: event.outcome, orderId: id, number: order.number }
  })
}

/** System read for the test provider's page: the order awaiting payment in this session. */
export async function orderOfSession(session: string): Promise<{ number: string; amount: number; plan: Target } | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ providerSession: { equals: session } }, { paymentStatus: { equals: 'awaiting' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  return doc ? { number: doc.number, amount: doc.totals.ttc, plan: doc.target } : null
}

/** System read after a change of payment: the order and its customer's address, for the mail. */
export async function orderForMail(orderId: number): Promise<{ order: OrderView; email: string } | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  const customerId = typeof doc?.customer === 'object' ? doc.customer?.id : doc?.customer
  // No order, or no account any more (deleted by its customer): no mail.
  if (!doc || customerId === null || customerId === undefined) return null
  const customer = await payload.findByID({
    collection: CUSTOMER_COLLECTION,
    id: customerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return customer ? { order: orderView(doc), email: customer.email } : null
}
