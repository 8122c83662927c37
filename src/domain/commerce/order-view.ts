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

/** A date of an order in French (« 25 novembre 2026 »), Paris time. */
export function orderDateFr(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso))
}
