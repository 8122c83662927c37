/**
 * French e-mails of orders (issue 19): the confirmation with the lines, totals, delivery and
 * how to pay (the PDF summary is attached by src/server/mail/orders.ts), the change of status made by
 * staff, « paiement accepté », and a card payment refused or abandoned (decision 126). Pure:
 * content only, laid out by ./template.ts (also used by the orders' Payload hook).
 */
import { BANK_TRANSFER, CHEQUE } from '@/domain/commerce/company'
import { ORDER_MESSAGES, orderDateFr, type OrderAddressView, type OrderView } from '@/domain/commerce/order-view'
import { formatPrice } from '@/domain/format/price'
import { COUNTRIES } from '@/domain/forms/options'
import type { MailContent } from './template'

export type Mail = { subject: string; content: MailContent }

export const euros = (cents: number) => formatPrice(cents / 100, { forceDecimals: true, currencySymbol: '€' })

export function addressLines(a: OrderAddressView | null): string[] {
  if (!a) return []
  const name = [a.civility, a.firstname, a.lastname].filter(Boolean).join(' ')
  return [
    a.company,
    name,
    a.address,
    a.address2,
    [a.zipcode, a.city].filter(Boolean).join(' '),
    COUNTRIES.find((c) => c.iso === a.country)?.name ?? a.country,
  ].filter((x): x is string => !!x)
}

/** How the order is paid, in words (mail and PDF). */
export function paymentInstructions(order: OrderView): string[] {
  switch (order.payment.method) {
    case 'transfer':
      return [
        `Merci de régler ${euros(order.amount.ttc)} par virement en indiquant la référence ${order.number}.`,
        `Titulaire : ${BANK_TRANSFER.holder} — ${BANK_TRANSFER.bank}`,
        `IBAN : ${BANK_TRANSFER.iban} — BIC : ${BANK_TRANSFER.bic}`,
        'Votre commande est préparée dès réception du virement.',
      ]
    case 'cheque':
      return [
        `Merci d’adresser un chèque de ${euros(order.amount.ttc)} à l’ordre de ${CHEQUE.payee}, en notant au dos la référence ${order.number}, à : ${CHEQUE.address.join(', ')}.`,
        'Votre commande est préparée dès réception du chèque.',
      ]
    case 'account':
      return [
        `Paiement à échéance : ${euros(order.amount.ttc)} à régler au plus tard le ${order.payment.due_date ? orderDateFr(order.payment.due_date) : '—'}.`,
        'Votre commande est acceptée et passe en préparation.',
      ]
    case 'card':
      return order.payment.status === 'paid'
        ? [`Payée par carte bancaire le ${order.payment.paid_at ? orderDateFr(order.payment.paid_at) : '—'}.`]
        : ['Paiement par carte bancaire : la commande est préparée dès que le paiement est confirmé.']
  }
}

function deliveryText(order: OrderView): string {
  if (order.relay)
    return `Point relais ${order.relay.name ?? ''}, ${order.relay.address ?? ''}, ${order.relay.postcode ?? ''} ${order.relay.city ?? ''}`
  if (order.store)
    return `Retrait chez ${order.store.name ?? ''}, ${order.store.address ?? ''}, ${order.store.postcode ?? ''} ${order.store.city ?? ''}`
  return addressLines(order.shipping_address).join(', ')
}

function totalsFields(order: OrderView): { label: string; value: string }[] {
  const basis = order.basis === 'ht' ? 'HT' : 'TTC'
  return [
    { label: `Produits ${basis}`, value: euros(order.goods) },
    ...(order.discounted_amount > 0
      ? [{ label: `Remise${order.discount ? ` (${order.discount.code})` : ''}`, value: `-${euros(order.discounted_amount)}` }]
      : []),
    { label: `Livraison ${basis}`, value: euros(order.shipping) },
    { label: 'Total HT', value: euros(order.amount.ht) },
    { label: 'TVA 20 %', value: euros(order.amount.tax) },
    { label: 'Total TTC', value: euros(order.amount.ttc) },
  ]
}

export function orderConfirmation(brand: string, order: OrderView, link: string): Mail {
  const basis = order.basis === 'ht' ? 'HT' : 'TTC'
  return {
    subject: `Commande ${order.number} enregistrée — ${brand}`,
    content: {
      brand,
      title: ORDER_MESSAGES.accepted(order.number),
      paragraphs: [`Merci pour votre commande du ${orderDateFr(order.placed_at)}. Vous trouverez son récapitulatif en pièce jointe (PDF).`],
      items: order.lines.map((line) => ({
        label: `${line.quantity} × ${line.name}${line.pack ? ` — ${line.pack}` : ''}${line.free ? ' (offert)' : ''}`,
        detail: `Réf. ${line.variant} — ${euros(line.unit_price)} ${basis} l’unité, ${euros(line.price)} ${basis}`,
      })),
      fields: [
        ...totalsFields(order),
        {
          label: 'Livraison',
          value: `${order.carrier.name}${order.carrier.delay ? ` (${order.carrier.delay})` : ''}\n${deliveryText(order)}`,
        },
        { label: 'Paiement', value: order.payment.method_label },
      ],
      closing: [...paymentInstructions(order), `L’équipe ${brand}`],
      action: { label: 'Suivre ma commande', href: link },
    },
  }
}

export function orderStatusChanged(brand: string, order: OrderView, link: string): Mail {
  return {
    subject: `Commande ${order.number} : ${order.status_label.toLowerCase()} — ${brand}`,
    content: {
      brand,
      title: `Votre commande ${order.number} : ${order.status_label.toLowerCase()}`,
      paragraphs: [`L’état de votre commande ${order.number} du ${orderDateFr(order.placed_at)} est désormais : ${order.status_label}.`],
      fields: [{ label: 'Total TTC', value: euros(order.amount.ttc) }],
      closing: [`L’équipe ${brand}`],
      action: { label: 'Voir ma commande', href: link },
    },
  }
}

export function orderPaymentAccepted(brand: string, order: OrderView, link: string): Mail {
  return {
    subject: `Paiement accepté — commande ${order.number} — ${brand}`,
    content: {
      brand,
      title: ORDER_MESSAGES.paymentAccepted,
      paragraphs: [
        // « Elle passe en préparation » only while it is true: staff may record the payment of an
        // order already shipped or delivered (paid on account), and say both in one save.
        `Nous avons reçu le paiement de ${euros(order.amount.ttc)} pour votre commande ${order.number}.${
          order.status === 'shipped' || order.status === 'delivered' ? '' : ' Elle passe en préparation.'
        }`,
      ],
      closing: [`L’équipe ${brand}`],
      action: { label: 'Voir ma commande', href: link },
    },
  }
}

/**
 * A card payment that did not go through (decision 126): refused by the bank or the provider,
 * or abandoned (the customer left the provider's page, or its session expired). Nothing was
 * taken, the order waits, and the cart is kept: the link leads back to it.
 */
export function orderPaymentFailed(brand: string, order: OrderView, outcome: 'refused' | 'abandoned', cartLink: string): Mail {
  const what = outcome === 'refused' ? 'refusé' : 'abandonné'
  return {
    subject: `Paiement ${what} — commande ${order.number} — ${brand}`,
    content: {
      brand,
      title: 'Votre paiement n’a pas abouti',
      paragraphs: [
        `Le paiement par carte de votre commande ${order.number} a été ${what} : aucun montant n’a été débité.`,
        'Votre commande n’est pas préparée tant qu’elle n’est pas réglée. Votre panier est conservé : vous pouvez payer de nouveau par carte ou choisir un autre moyen de paiement, sous le même numéro de commande.',
      ],
      fields: [{ label: 'Total TTC', value: euros(order.amount.ttc) }],
      closing: [`L’équipe ${brand}`],
      action: { label: 'Reprendre mon panier', href: cartLink },
    },
  }
}
