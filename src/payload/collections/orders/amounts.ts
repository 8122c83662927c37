import type { Field, FieldHook } from 'payload'
import { PRICE_BASIS } from '@/domain/commerce/types'
import { euros } from '@/domain/mail/orders'
import type { Order } from '@/payload-types'
import { l } from '@/payload/fields/label'

/**
 * The amounts of an order as staff read them in /admin (« 33,38 € »), while the order keeps them
 * in integer cents (decision 087). Virtual text fields: no column, filled when the order is read
 * (afterRead), read-only, left out of the CSV export (which keeps the cents: totals_ttc…).
 */

type Totals = Partial<Order['totals']>
type Line = Partial<NonNullable<Order['lines']>[number]>

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const basisOf = (target: unknown) => (target === 'pro' || target === 'part' ? (PRICE_BASIS[target] === 'ht' ? 'HT' : 'TTC') : null)

/** « Total TTC » of the order, for the sidebar and the list. */
export function totalText(totals: Totals | null | undefined): string | null {
  return isCents(totals?.ttc) ? euros(totals.ttc) : null
}

/** The totals, one per line, as the customer's mail and PDF show them (goods and shipping on the plan's basis). */
export function totalsText(order: { target?: unknown; totals?: Totals | null; discount?: { code?: string | null } | null }): string | null {
  const t = order.totals
  const basis = basisOf(order.target)
  if (!t || !basis || ![t.goods, t.discount, t.shipping, t.ht, t.tax, t.ttc].every(isCents)) return null
  const { goods, discount, shipping, ht, tax, ttc } = t as Order['totals']
  const code = order.discount?.code
  return [
    `Produits ${basis} : ${euros(goods)}`,
    ...(discount > 0 ? [`Remise${code ? ` (${code})` : ''} : -${euros(discount)}`] : []),
    `Livraison ${basis} : ${euros(shipping)}`,
    `Total HT : ${euros(ht)}`,
    `TVA : ${euros(tax)}`,
    `Total TTC : ${euros(ttc)}`,
  ].join('\n')
}

/** One line's price: « 2 × 7,45 € TTC = 14,90 € TTC », with the TTC amount of a professional's line. */
export function linePriceText(line: Line | null | undefined, target: unknown): string | null {
  const basis = basisOf(target)
  if (!line || !basis || !isCents(line.unitPrice) || !isCents(line.amount) || !isCents(line.quantity)) return null
  const withTax = basis === 'HT' && isCents(line.priceWithTax) ? ` (${euros(line.priceWithTax)} TTC)` : ''
  const free = line.free ? ' — offert' : ''
  return `${line.quantity} × ${euros(line.unitPrice)} ${basis} = ${euros(line.amount)} ${basis}${withTax}${free}`
}

const readable = (
  name: string,
  label: ReturnType<typeof l>,
  afterRead: FieldHook,
  admin: { position?: 'sidebar'; description?: ReturnType<typeof l> } = {},
): Field => ({
  name,
  type: 'text',
  virtual: true,
  label,
  admin: { ...admin, readOnly: true },
  hooks: { afterRead: [afterRead] },
  custom: { 'plugin-import-export': { disabled: true } },
})

export const totalField = readable('total', l('Total TTC', 'Total incl. VAT'), ({ data }) => totalText((data as Partial<Order>)?.totals), {
  position: 'sidebar',
})

export const amountsField: Field = {
  name: 'amounts',
  type: 'textarea',
  virtual: true,
  label: l('Montants', 'Amounts'),
  admin: { readOnly: true, rows: 6 },
  hooks: { afterRead: [({ data }) => totalsText((data ?? {}) as Partial<Order>)] },
  custom: { 'plugin-import-export': { disabled: true } },
}

export const linePriceField = readable('price', l('Prix', 'Price'), ({ data, siblingData }) =>
  linePriceText(siblingData as Line, (data as Partial<Order> | undefined)?.target),
)
