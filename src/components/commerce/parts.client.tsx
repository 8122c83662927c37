'use client'
import { formatCents } from '@/domain/commerce/pricing'
import type { ApiCartItem } from '@/domain/cart/state'
import type { Target } from '@/domain/routing/types'
import styles from './Commerce.module.css'

/** What an address block shows: the account's saved addresses and an order's snapshots both have it. */
export interface PostalAddress {
  firstname: string | null
  lastname: string | null
  company?: string | null
  address: string | null
  address2?: string | null
  zipcode: string | null
  city: string | null
}

/**
 * A titled postal address (delivery or billing) in the checkout and the orders; `h4` when it
 * sits under the delivery's own heading.
 */
export function AddressBlock({
  title,
  address,
  heading: Heading = 'h3',
}: {
  title: string
  address: PostalAddress | null | undefined
  heading?: 'h3' | 'h4'
}) {
  if (!address) return null
  return (
    <div>
      <Heading>{title}</Heading>
      <address>
        {[address.firstname, address.lastname].filter(Boolean).join(' ')}
        <br />
        {address.company ? (
          <>
            {address.company}
            <br />
          </>
        ) : null}
        {address.address}
        {address.address2 ? `, ${address.address2}` : ''}
        <br />
        {address.zipcode} {address.city}
      </address>
    </div>
  )
}

/** Cents as the pages show them (spec §5): « 1 234,50 € ». */
export function money(cents: number, currency: string): string {
  return formatCents(cents, { currencySymbol: currency })
}

export interface TotalsView {
  goods: number
  discount: number
  shipping: number | null
  ht: number
  tax: number
  ttc: number
}

/**
 * The totals of a cart or an order (decision 087): a professional reads HT first, then the
 * VAT and the TTC total; a private customer the TTC total first, with the VAT it includes.
 */
export function Totals({
  target,
  totals,
  currency,
  discountLabel,
  shippingLabel = 'Livraison',
}: {
  target: Target
  totals: TotalsView
  currency: string
  discountLabel?: string | null
  shippingLabel?: string
}) {
  const basis = target === 'pro' ? 'HT' : 'TTC'
  const rows: [string, string, boolean?][] = [[`Sous-total ${basis}`, money(totals.goods, currency)]]
  if (totals.discount > 0) rows.push([discountLabel ? `Réduction (${discountLabel})` : 'Réduction', `−${money(totals.discount, currency)}`])
  rows.push([
    `${shippingLabel} ${basis}`,
    totals.shipping === null ? 'À choisir' : totals.shipping === 0 ? 'Offerte' : money(totals.shipping, currency),
  ])
  if (target === 'pro') {
    rows.push(
      ['Total HT', money(totals.ht, currency), true],
      ['TVA 20 %', money(totals.tax, currency)],
      ['Total TTC', money(totals.ttc, currency), true],
    )
  } else {
    rows.push(
      ['Total TTC', money(totals.ttc, currency), true],
      ['dont TVA 20 %', money(totals.tax, currency)],
      ['Total HT', money(totals.ht, currency)],
    )
  }
  return (
    <table className={styles.totals} data-testid="totals">
      <caption className="visually-hidden">Montants de la commande</caption>
      <tbody>
        {rows.map(([label, value, strong]) => (
          <tr key={label} data-strong={strong ? 'true' : undefined}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The lines of a cart or an order, read only (payment recap, confirmation, order detail). */
export function LinesTable({ items, currency, caption }: { items: ApiCartItem[]; currency: string; caption: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes the focus (WCAG 2.1.1)
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={`data-table ${styles.lines}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col">Prix unitaire</th>
            <th scope="col">Quantité</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.name}
                <span className={styles.pack}>{item.pack}</span>
              </th>
              <td>{item.free ? 'Offert' : money(item.unit_price, currency)}</td>
              <td>{item.quantity}</td>
              <td>{item.free ? 'Offert' : money(item.price, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
