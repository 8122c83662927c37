import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderAddressView,
  type OrderPlaceView,
  type OrderView,
} from '@/domain/commerce/order-view'
import { PRICE_BASIS } from '@/domain/commerce/types'
import type { Order } from '@/payload-types'

/**
 * An order document as the API, the pages, the mails and the PDF see it (src/domain/commerce/order-view.ts).
 * Used by src/data/commerce/orders.ts and by the orders' hooks (the status mail).
 */
type Address = NonNullable<Order['shippingAddress']>
type Place = NonNullable<Order['relay']>

const str = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v)

/** An address snapshot of the order, or null when it holds none (a relay point's order has no shipping address). */
export function address(a: Address | null | undefined): OrderAddressView | null {
  if (!a || !(a.address || a.lastname || a.company)) return null
  return {
    label: str(a.label),
    civility: str(a.civility),
    firstname: str(a.firstname),
    lastname: str(a.lastname),
    company: str(a.company),
    address: str(a.address),
    address2: str(a.address2),
    zipcode: str(a.zipcode),
    city: str(a.city),
    country: str(a.country),
    phone: str(a.phone),
  }
}

/** A relay point or distributor snapshot, or null when the order has none. Its id is not kept by the order. */
export function place(p: Place | null | undefined): OrderPlaceView | null {
  if (!p?.name) return null
  return { id: null, name: str(p.name), address: str(p.address), postcode: str(p.postcode), city: str(p.city) }
}

export function orderView(doc: Order): OrderView {
  const totals = doc.totals
  return {
    number: doc.number,
    placed_at: doc.placedAt,
    status: doc.status,
    status_label: ORDER_STATUS_LABELS[doc.status],
    plan: doc.target,
    basis: PRICE_BASIS[doc.target],
    currency: '€',
    payment: {
      method: doc.paymentMethod,
      method_label: PAYMENT_METHOD_LABELS[doc.paymentMethod],
      status: doc.paymentStatus,
      paid_at: doc.paidAt ?? null,
      due_date: doc.dueDate ?? null,
    },
    lines: (doc.lines ?? []).map((line) => ({
      product_id: typeof line.product === 'object' && line.product ? line.product.id : (line.product ?? null),
      name: line.name,
      reference: str(line.reference),
      variant: line.variant,
      pack: str(line.pack),
      quantity: line.quantity,
      unit_price: line.unitPrice,
      price: line.amount,
      price_with_tax: line.priceWithTax,
      free: line.free ?? false,
    })),
    goods: totals.goods,
    discounted_amount: totals.discount,
    shipping: totals.shipping,
    amount: { ht: totals.ht, tax: totals.tax, ttc: totals.ttc },
    discount: doc.discount?.code ? { code: doc.discount.code, description: str(doc.discount.description) } : null,
    carrier: {
      code: doc.carrier?.code ?? '',
      name: doc.carrier?.name ?? '',
      kind: doc.carrier?.kind ?? null,
      delay: str(doc.carrier?.delay),
    },
    shipping_address: address(doc.shippingAddress),
    billing_address: address(doc.billingAddress),
    relay: place(doc.relay),
    store: place(doc.store),
    phone: str(doc.phone),
    asm_code: str(doc.asmCode),
  }
}
