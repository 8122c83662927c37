/**
 * An order as the v1 API, the pages, the mails and the PDF summary see it (spec §7 "order
 * show"), with its French labels. Amounts in cents; snake_case like the cart (docs/commerce.md).
 */
import type { Target } from '@/domain/routing/types'
import type { CarrierKind, Cents, OrderStatus, PaymentMethod } from './types'

export type PaymentState = 'awaiting' | 'paid' | 'refused'

export interface OrderAddressView {
  label: string | null
  civility: string | null
  firstname: string | null
  lastname: string | null
  company: string | null
  address: string | null
  address2: string | null
  zipcode: string | null
  city: string | null
  country: string | null
  phone: string | null
}

export interface OrderPlaceView {
  id: number | null
  name: string | null
  address: string | null
  postcode: string | null
  city: string | null
}

export interface OrderLineView {
  product_id: number | null
  name: string
  reference: string | null
  variant: string
  pack: string | null
  quantity: number
  /** On the plan's basis (HT for pro, TTC for part). */
  unit_price: Cents
  price: Cents
  price_with_tax: Cents
  free: boolean
}

export interface OrderView {
  number: string
  placed_at: string
  status: OrderStatus
  status_label: string
  plan: Target
  basis: 'ht' | 'ttc'
  currency: '€'
  payment: {
    method: PaymentMethod
    method_label: string
    status: PaymentState
    paid_at: string | null
    /** Pay on account: the date the invoice falls due. */
    due_date: string | null
  }
  lines: OrderLineView[]
  goods: Cents
  discounted_amount: Cents
  shipping: Cents
  amount: { ht: Cents; tax: Cents; ttc: Cents }
  discount: { code: string; description: string | null } | null
  carrier: { code: string; name: string; kind: CarrierKind | null; delay: string | null }
  shipping_address: OrderAddressView | null
  billing_address: OrderAddressView | null
  relay: OrderPlaceView | null
  store: OrderPlaceView | null
  phone: string | null
  asm_code: string | null
}

/** A line of the customer's order list. */
export type OrderSummaryView = Pick<OrderView, 'number' | 'placed_at' | 'status' | 'status_label' | 'amount' | 'payment'> & {
  count: number
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'En attente de paiement',
  payment_refused: 'Paiement refusé',
  paid: 'Payée',
  preparing: 'En préparation',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Carte bancaire',
  transfer: 'Virement bancaire',
  cheque: 'Chèque',
  account: 'Paiement à échéance',
}

/** Spec §8 success messages. */
export const ORDER_MESSAGES = {
  accepted: (number: string) => `Votre commande ${number} a bien été enregistrée.`,
  paymentAccepted: 'Votre paiement a été accepté.',
  paymentRefused: 'Le paiement n’a pas abouti. Votre panier vous attend : vous pouvez choisir un autre moyen de paiement.',
  priceChanged: 'Les prix de votre panier ont changé. Vérifiez le nouveau total avant de commander.',
  notFound: 'Cette commande n’existe pas.',
} as const

/**
 * Why an order cannot be paid by card now (`POST /api/v1/order/{number}/payment`), or null when
 * it awaits its card payment: a card order, its payment awaited, the order not cancelled. A
 * refused or abandoned card payment reopened the cart (decision 088): the order is paid by
 * placing that cart again, not here.
 */
export type CardPaymentRefusal = 'paid' | 'cancelled' | 'refused' | 'transfer' | 'cheque' | 'account' | 'not_awaiting'

export function cardPaymentRefusal(order: Pick<OrderView, 'status' | 'payment'>): CardPaymentRefusal | null {
  if (order.payment.status === 'paid' || order.status === 'paid') return 'paid'
  if (order.status === 'cancelled') return 'cancelled'
  if (order.payment.method !== 'card') return order.payment.method
  if (order.payment.status === 'refused' || order.status === 'payment_refused') return 'refused'
  return order.status === 'awaiting_payment' ? null : 'not_awaiting'
}

/** An order the customer can still pay by card (« Régler ma commande »). */
export const awaitsCardPayment = (order: Pick<OrderView, 'status' | 'payment'>): boolean => cardPaymentRefusal(order) === null

/** Paying an order that awaits its card payment, from the account or the payment step. */
export const ORDER_PAYMENT_MESSAGES = {
  action: 'Régler ma commande',
  pending: 'Ouverture du paiement…',
  awaiting: (number: string) => `Votre commande ${number} attend son paiement.`,
  unavailable: 'Le paiement par carte est momentanément indisponible. Réessayez dans quelques instants ou contactez-nous.',
  refusals: {
    paid: 'Cette commande est déjà réglée.',
    cancelled: 'Cette commande est annulée : elle ne peut plus être réglée.',
    refused: 'Le paiement de cette commande n’a pas abouti. Votre panier vous attend : validez-le de nouveau pour la régler.',
    transfer: 'Cette commande se règle par virement bancaire : nos coordonnées bancaires figurent sur la commande et son récapitulatif.',
    cheque: 'Cette commande se règle par chèque : l’adresse d’envoi figure sur la commande et son récapitulatif.',
    account: 'Cette commande se règle à échéance, sur facture : aucun paiement par carte n’est attendu.',
    not_awaiting: 'Cette commande n’attend pas de paiement par carte.',
  } satisfies Record<CardPaymentRefusal, string>,
} as const

/** A date of an order in French (« 25 novembre 2026 »), Paris time. */
export function orderDateFr(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso))
}
