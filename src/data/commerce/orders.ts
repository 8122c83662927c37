/**
 * Orders (decision 087, 088): placing one in ONE transaction, and the customer's reads.
 *
 * placeOrder, in one transaction (src/payload/db/transaction.ts):
 *   (a) the cart passes from `open` to `ordered` by one conditional UPDATE: 0 rows means it
 *       was ordered already (a double submit, a second tab): the answer is that cart's order;
 *   (b) prices and totals are computed again from the catalogue (H2's priceCart, H1's
 *       cartTotals with the carrier's cost); a TTC total other than the one the page showed
 *       rolls back with `price_changed` and the new cart;
 *   (c) the code's use is taken by a conditional UPDATE (0 rows: `discount_exhausted`);
 *   (d) the number is the year's counter row plus one (INSERT … ON CONFLICT DO NOTHING, then
 *       UPDATE … RETURNING), so numbers are unique and gap-free: a rolled-back order gives its
 *       number back;
 *   (e) the order is written with snapshots (lines, prices, addresses, carrier, relay point
 *       or distributor, code, phone, representative code, due date for pay on account).
 * A cart reopened by a failed card payment is placed again into its order (same number, new
 * snapshot). Only the transaction that creates the order row answers `firstPlacement: true`:
 * one per cart (the cart's conditional update, and the unique index on `orders.cart`), so the
 * « commande enregistrée » mail that goes with it is queued once per order (decision 126).
 * Checks that need no lock (carrier, addresses of this customer, relay point, distributor,
 * payment method allowed) run before it, with H1's checkoutError.
 *
 * Orders are written by the site only (customers cannot create or change one through
 * Payload): those writes are system calls inside the transaction. Reads made for a customer
 * go through Payload with `overrideAccess: false` and the customer.
 */
import 'server-only'
import { sql } from '@payloadcms/db-sqlite'
import { allowedPaymentMethods, checkoutErrorMessage } from '@/domain/commerce/checkout'
import { checkDiscount, discountMessage } from '@/domain/commerce/discounts'
import { formatOrderNumber, parseOrderNumber } from '@/domain/commerce/order-number'
import type { OrderSummaryView, OrderView } from '@/domain/commerce/order-view'
import { dueDate } from '@/domain/commerce/payment-terms'
import type { PlaceOrder } from '@/domain/commerce/schemas'
import { carrierCostHt, cartWeight, zoneOf } from '@/domain/commerce/shipping'
import { cartTotals, lineAmount, lineWithTax } from '@/domain/commerce/totals'
import type { CheckoutState, OrderStatus } from '@/domain/commerce/types'
import { CUSTOMER_COLLECTION } from '@/payload/access/customers'
import { orderView } from '@/payload/collections/orders/view'
import { inTransaction, Rollback, type Tx } from '@/payload/db/transaction'
import type { CustomerAddress, Order } from '@/payload-types'
import type { CustomerUser } from '../customers'
import { payloadClient } from '../payload'
import { cartView, priceCart, type ApiCart, type Buyer } from './cart-view'
import { cartLines, cartOfToken, isExpired } from './carts'
import { discountById } from './discounts'
import { relayPointById } from './relay-points'
import { activeCarriers } from './shipping'

export const ORDER_ERRORS = {
  cartNotFound: 'Panier introuvable.',
  cartExpired: 'Votre panier a expiré. Ajoutez de nouveau vos produits.',
  emptyCart: 'Votre panier est vide.',
  carrierCannotDeliver: 'Ce transporteur ne livre pas à cette adresse. Choisissez-en un autre.',
  priceChanged: 'Les prix de votre panier ont changé. Vérifiez le nouveau total avant de commander.',
} as const

export type PlaceOutcome =
  | {
      kind: 'placed'
      /** This submit placed the cart (201); false for a second submit of a cart already ordered (200). */
      created: boolean
      /** This submit created the order and took its number: false when a reopened cart is placed again (decision 126). */
      firstPlacement: boolean
      order: OrderView
      orderId: number
      providerSession: string | null
      email: string
    }
  | { kind: 'price_changed'; message: string; cart: ApiCart }
  | { kind: 'discount_exhausted'; message: string; cart: ApiCart }
  | { kind: 'invalid'; message: string; path: string }
  | { kind: 'not_found'; message: string; reason: 'cart_not_found' | 'cart_expired' }

type Rolled = Exclude<PlaceOutcome, { kind: 'placed' }> | { kind: 'already_ordered' }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

/** The year of a date in France (an order placed on 1 January at 00:30 in Paris is of the new year). */
function parisYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(date))
}

/** System read: the order of a cart (one per cart, a unique index), inside a transaction when given one. */
async function orderOfCart(cartId: number, req?: Tx['req']): Promise<Order | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { cart: { equals: cartId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

function addressSnapshot(a: CustomerAddress | undefined) {
  if (!a) return {}
  return {
    label: a.label,
    civility: a.civility === 'mme' ? 'Mme' : a.civility === 'm' ? 'M.' : null,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? null,
    address: a.address,
    address2: a.address2 ?? null,
    zipcode: a.zipcode,
    city: a.city,
    country: a.country,
    phone: a.phone,
  }
}

/** The lines of a cart as one string (id, quantity, free), to see whether they changed. */
function lineSignature(lines: { id: number | string; quantity: number | string; free: boolean | number | string }[]): string {
  return lines
    .map((l) => `${Number(l.id)}:${Number(l.quantity)}:${l.free === true || l.free === 1 || l.free === '1' || l.free === 'true' ? 1 : 0}`)
    .sort()
    .join(',')
}

function placed(doc: Order, created: boolean, firstPlacement: boolean, email: string): PlaceOutcome {
  return {
    kind: 'placed',
    created,
    firstPlacement,
    order: orderView(doc),
    orderId: doc.id,
    providerSession: doc.providerSession ?? null,
    email,
  }
}

/**
 * Places the order of the cart of `cartToken` for `user` (the signed-in customer). A second
 * call for the same cart answers the same order (`created: false`).
 */
export async function placeOrder(
  user: CustomerUser,
  cartToken: string,
  input: PlaceOrder,
  options: { cardAvailable: boolean; now?: Date },
): Promise<PlaceOutcome> {
  const now = options.now ?? new Date()
  const payload = await payloadClient()
  const cart = await cartOfToken(cartToken)
  if (!cart || (cart.customerId !== null && cart.customerId !== user.id)) {
    return { kind: 'not_found', message: ORDER_ERRORS.cartNotFound, reason: 'cart_not_found' }
  }
  // System read of the customer's own account: approval, payment term and price group are staff-only fields.
  const customer = await payload.findByID({ collection: CUSTOMER_COLLECTION, id: user.id, depth: 0, overrideAccess: true })

  const existing = async (): Promise<PlaceOutcome> => {
    const order = await orderOfCart(cart.id)
    if (!order || idOf(order.customer) !== user.id)
      return { kind: 'not_found', message: ORDER_ERRORS.cartNotFound, reason: 'cart_not_found' }
    return placed(order, false, false, customer.email)
  }
  if (cart.status === 'ordered') return existing()
  if (isExpired(cart, now)) return { kind: 'not_found', message: ORDER_ERRORS.cartExpired, reason: 'cart_expired' }

  // Checks without a lock: carrier, delivery point, billing address, terms, payment method.
  const carriers = await activeCarriers(cart.target, 'fr')
  const carrier = carriers.find((c) => c.code === input.carrier) ?? null
  const addresses = (await payload.find({ collection: 'customer-addresses', overrideAccess: false, user, depth: 0, pagination: false }))
    .docs
  const shippingAddress = addresses.find((a) => a.id === input.shipping_address)
  const billingAddress = addresses.find((a) => a.id === input.billing_address)
  const relay = carrier?.kind === 'relay' && input.relay ? await relayPointById(input.relay) : null
  const store =
    carrier?.kind === 'pickup' && input.store
      ? await payload.findByID({ collection: 'stores', id: input.store, depth: 0, overrideAccess: false, disableErrors: true })
      : null
  const state: CheckoutState = {
    orderId: null,
    step: 2,
    selectedCarrier: carrier?.code ?? null,
    selectedShippingAddress: shippingAddress?.id ?? null,
    selectedBillingAddress: billingAddress?.id ?? null,
    selectedRelay: relay?.id ?? null,
    selectedStore: store && store.targets.includes(cart.target) ? store.id : null,
    selectedPoint: null,
    paymentBy: input.payment,
    phone: input.phone,
    asmCode: input.asm_code,
    termsAccepted: input.terms,
  }
  const allowedPayments = allowedPaymentMethods({
    target: cart.target,
    proApproved: customer.audience === 'pro' && customer.proStatus === 'approved',
    cardAvailable: options.cardAvailable,
  })
  const refusal = checkoutErrorMessage(state, { carrierKind: carrier?.kind ?? null, allowedPayments })
  if (refusal || !carrier) return { kind: 'invalid', message: refusal ?? ORDER_ERRORS.carrierCannotDeliver, path: 'checkout' }

  const buyer: Buyer = {
    id: customer.id,
    audience: customer.audience ?? null,
    proStatus: customer.proStatus ?? null,
    priceGroupId: idOf(customer.priceGroup),
  }
  const deliveryPostcode = carrier.kind === 'home' ? shippingAddress?.zipcode : carrier.kind === 'relay' ? relay?.postcode : store?.postcode
  // Home delivery goes to the address's country: abroad has no zone (France only), whatever its postcode looks like.
  const deliveryCountry = carrier.kind === 'home' ? (shippingAddress?.country ?? 'FR') : 'FR'
  const method = input.payment
  const status: OrderStatus = method === 'account' ? 'preparing' : 'awaiting_payment'

  // (b) Prices again from the catalogue, with the carrier's cost for this cart. Read before the
  // transaction (a PostgreSQL transaction waiting on the cart's lock must not need a second
  // connection of the pool), then checked unchanged inside it (the lines and the code).
  const lines = lineSignature(await cartLines(cart.id))
  const priced = await priceCart({ ...cart, customerId: user.id }, buyer, 'fr', now)
  const weightGrams = cartWeight(priced.items.map((i) => i.line))
  const shippingHt = carrierCostHt(carrier, {
    target: cart.target,
    zone: zoneOf(deliveryPostcode ?? '', deliveryCountry),
    weightGrams,
    goodsAfterDiscount: priced.totals.goods - priced.totals.discount,
  })
  const totals = cartTotals(
    cart.target,
    priced.items.map((i) => i.line),
    priced.totals.discount,
    shippingHt,
  )
  const view = cartView({ ...priced, totals })
  if (priced.items.length === 0) return { kind: 'invalid', message: ORDER_ERRORS.emptyCart, path: 'cart' }
  if (shippingHt === null) return { kind: 'invalid', message: ORDER_ERRORS.carrierCannotDeliver, path: 'carrier' }
  // A code used up since it was applied (another order took its last use): said as such, not as a price change.
  if (cart.discountId !== null && !priced.discount) {
    const code = await discountById(cart.discountId, 'fr')
    const check = checkDiscount(code, { target: cart.target, goods: priced.totals.goods, now })
    if (code && !check.ok && check.reason === 'exhausted') {
      return { kind: 'discount_exhausted', message: discountMessage('exhausted', code, cart.target), cart: view }
    }
  }
  if (totals.ttc !== input.expected_total) return { kind: 'price_changed', message: ORDER_ERRORS.priceChanged, cart: view }

  const outcome = await inTransaction<PlaceOutcome | Rolled>(payload, async (tx) => {
    const stamp = now.toISOString()
    // (a) The idempotency key: only one submit moves the cart out of `open`.
    const taken = await tx.run(
      sql`UPDATE carts SET status = 'ordered', customer_id = ${user.id}, updated_at = ${stamp} WHERE id = ${cart.id} AND status = 'open' AND (customer_id IS NULL OR customer_id = ${user.id})`,
    )
    if (taken === 0) throw new Rollback<Rolled>({ kind: 'already_ordered' })

    // The lines and the code priced above are still the cart's (a tab may have changed it since).
    const nowLines = await tx.rows<{ id: number | string; quantity: number | string; free: number | boolean | string }>(
      sql`SELECT id, quantity, free FROM cart_items WHERE cart_id = ${cart.id}`,
    )
    const [held] = await tx.rows<{ discount_id: number | string | null }>(sql`SELECT discount_id FROM carts WHERE id = ${cart.id}`)
    const heldDiscount = held?.discount_id === null || held?.discount_id === undefined ? null : Number(held.discount_id)
    if (lineSignature(nowLines) !== lines || heldDiscount !== cart.discountId) {
      throw new Rollback<Rolled>({ kind: 'price_changed', message: ORDER_ERRORS.priceChanged, cart: view })
    }

    // (c) The code's use, taken only while uses remain.
    if (priced.discount) {
      const used = await tx.run(
        sql`UPDATE discount_codes SET used = used + 1, updated_at = ${stamp} WHERE id = ${priced.discount.id} AND (max_uses IS NULL OR used < max_uses)`,
      )
      if (used === 0) {
        throw new Rollback<Rolled>({
          kind: 'discount_exhausted',
          message: discountMessage('exhausted', priced.discount, cart.target),
          cart: view,
        })
      }
    }

    const data = {
      placedAt: stamp,
      customer: user.id,
      cart: cart.id,
      target: cart.target,
      status,
      paymentMethod: method,
      paymentStatus: 'awaiting' as const,
      paidAt: null,
      providerSession: null,
      dueDate: method === 'account' ? dueDate(now, customer.paymentTermDays ?? Number.NaN).toISOString() : null,
      lines: priced.items.map(({ line, product, packLabel }) => {
        const amount = lineAmount(line)
        return {
          product: product.id,
          name: product.name,
          reference: product.reference,
          variant: line.variant,
          pack: packLabel,
          quantity: line.quantity,
          unitPrice: line.free ? 0 : line.unitAmount,
          amount,
          priceWithTax: lineWithTax(cart.target, amount),
          free: line.free,
        }
      }),
      totals: {
        goods: totals.goods,
        discount: totals.discount,
        shipping: totals.shipping ?? 0,
        ht: totals.ht,
        tax: totals.tax,
        ttc: totals.ttc,
      },
      discount: { code: priced.discount?.code ?? null, description: priced.discount?.description ?? null },
      carrier: { code: carrier.code, name: carrier.name, kind: carrier.kind, delay: carrier.delay },
      shippingAddress: carrier.kind === 'home' ? addressSnapshot(shippingAddress) : {},
      billingAddress: addressSnapshot(billingAddress),
      relay: relay ? { name: relay.name, address: relay.address, postcode: relay.postcode, city: relay.city } : {},
      store: store ? { name: store.name, address: store.address, postcode: store.postcode, city: store.city } : {},
      phone: input.phone,
      asmCode: input.asm_code || null,
      termsAcceptedAt: stamp,
    }

    // A cart whose card payment was refused was reopened: its order is placed again, same
    // number, and was announced already (no second « commande enregistrée », decision 126).
    const previous = await orderOfCart(cart.id, tx.req)
    if (previous) {
      const doc = await payload.update({ collection: 'orders', id: previous.id, data, depth: 0, overrideAccess: true, req: tx.req })
      return placed(doc, true, false, customer.email)
    }

    // (d) The year's next number.
    const year = parisYear(now)
    await tx.run(
      sql`INSERT INTO order_counters (year, last, updated_at, created_at) VALUES (${year}, 0, ${stamp}, ${stamp}) ON CONFLICT (year) DO NOTHING`,
    )
    const [counter] = await tx.rows<{ last: number | string }>(
      sql`UPDATE order_counters SET last = last + 1, updated_at = ${stamp} WHERE year = ${year} RETURNING last`,
    )
    if (!counter) throw new Error(`Compteur de commandes ${year} introuvable`)

    // (e) The order, with its snapshots.
    const doc = await payload.create({
      collection: 'orders',
      data: { ...data, number: formatOrderNumber(year, Number(counter.last)) },
      depth: 0,
      overrideAccess: true,
      req: tx.req,
    })
    return placed(doc, true, true, customer.email)
  })
  return outcome.kind === 'already_ordered' ? existing() : outcome
}

/** System write after the order's commit: the card payment's session, kept only if none was set. Returns the session in force. */
export async function setProviderSession(orderId: number, session: string): Promise<string | null> {
  const payload = await payloadClient()
  return inTransaction(payload, async (tx) => {
    await tx.run(
      sql`UPDATE orders SET provider_session = ${session}, updated_at = ${new Date().toISOString()} WHERE id = ${orderId} AND provider_session IS NULL AND payment_status = 'awaiting'`,
    )
    const [row] = await tx.rows<{ provider_session: string | null }>(sql`SELECT provider_session FROM orders WHERE id = ${orderId}`)
    return row?.provider_session ?? null
  })
}

/** The customer's own order of this number (null: unknown, malformed or another customer's). */
export async function getOrder(user: CustomerUser, number: string): Promise<OrderView | null> {
  const doc = await orderDocOf(user, number)
  return doc ? orderView(doc) : null
}

export async function orderDocOf(user: CustomerUser, number: string): Promise<Order | null> {
  const parsed = parseOrderNumber(number)
  if (!parsed) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: formatOrderNumber(parsed.year, parsed.n) } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

/** The customer's orders, newest first. */
export async function listOrders(user: CustomerUser, page = 1, limit = 20): Promise<{ items: OrderSummaryView[]; total: number }> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'orders',
    sort: '-placedAt',
    page,
    limit,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return {
    items: found.docs.map((doc) => {
      const view = orderView(doc)
      return {
        number: view.number,
        placed_at: view.placed_at,
        status: view.status,
        status_label: view.status_label,
        amount: view.amount,
        payment: view.payment,
        count: view.lines.reduce((sum, line) => sum + line.quantity, 0),
      }
    }),
    total: found.totalDocs,
  }
}
