import type { Field } from 'payload'
import type { OrderAddressView } from '@/domain/commerce/order-view'
import { addressLines } from '@/domain/mail/orders'
import type { Order } from '@/payload-types'
import { l } from '@/payload/fields/label'
import { address, place } from './view'

/**
 * Where the order goes and who pays it, as staff read them on the order's screen (decision 138):
 * the delivery (carrier, then the address, the relay point or the distributor) and the billing
 * address, in the words of the customer's mail and PDF (`addressLines`), with the phones.
 *
 * Virtual, read-only text fields at the top level of the screen. Payload mounts the fields of a
 * group only when they come within 1000 px of the visible part of the page (`RenderIfInViewport`
 * of @payloadcms/ui; only the document's top level is rendered at once): the address groups below
 * the lines show their rows once scrolled to, never in a printed page, a search of the page or a
 * full-page capture. These two are drawn with the page.
 */

type Snapshot = Partial<Pick<Order, 'carrier' | 'shippingAddress' | 'billingAddress' | 'relay' | 'store' | 'phone'>>

const phoneLine = (phone: string | null | undefined) => (phone ? [`Tél. ${phone}`] : [])
const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '')

function addressBlock(a: OrderAddressView | null): string[] {
  return a ? [...addressLines(a), ...phoneLine(a.phone)] : []
}

function placeBlock(title: string, p: ReturnType<typeof place>): string[] {
  if (!p) return [`${title} : non renseigné`]
  return [`${title} : ${p.name}`, p.address, [p.postcode, p.city].filter(Boolean).join(' ')].filter((x): x is string => Boolean(x))
}

/**
 * The delivery: the carrier and its delay, then the address, the relay point or the distributor,
 * then the phone given with the order when the address did not already show it. Null for a read
 * that left the snapshots out (a list's columns).
 */
export function deliveryText(order: Snapshot): string | null {
  const carrier = order.carrier
  const relay = place(order.relay)
  const store = place(order.store)
  const shipping = address(order.shippingAddress)
  if (!carrier?.name && !relay && !store && !shipping) return null
  const kind = carrier?.kind ?? (relay ? 'relay' : store ? 'pickup' : 'home')
  const lines = carrier?.name ? [`${carrier.name}${carrier.delay ? ` (${carrier.delay})` : ''}`] : []
  if (kind === 'relay') lines.push(...placeBlock('Point relais', relay))
  else if (kind === 'pickup') lines.push(...placeBlock('Retrait chez le distributeur', store))
  else lines.push(...(shipping ? addressBlock(shipping) : ['Adresse de livraison non renseignée']))
  const phone = order.phone
  if (phone && !(kind === 'home' && shipping && digits(shipping.phone) === digits(phone))) lines.push(`Téléphone de la commande : ${phone}`)
  return lines.join('\n')
}

/** The billing address, with its phone. */
export function billingText(order: Snapshot): string | null {
  const billing = address(order.billingAddress)
  return billing ? addressBlock(billing).join('\n') : null
}

const summary = (name: string, label: ReturnType<typeof l>, text: (order: Snapshot) => string | null): Field => ({
  name,
  type: 'textarea',
  virtual: true,
  label,
  admin: { readOnly: true, rows: 7 },
  hooks: { afterRead: [({ data }) => text((data ?? {}) as Snapshot)] },
  // Not a column of the CSV export, which keeps each field of the snapshots (shippingAddress_city…).
  custom: { 'plugin-import-export': { disabled: true } },
})

/** Side by side under « Client »: what staff need to prepare and ship the order, at first sight. */
export const deliverySummaryRow: Field = {
  type: 'row',
  fields: [summary('delivery', l('Livraison', 'Delivery'), deliveryText), summary('billing', l('Facturation', 'Billing'), billingText)],
}
