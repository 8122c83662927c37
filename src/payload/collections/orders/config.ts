import type { CollectionConfig, Field } from 'payload'
import type { Order } from '@/payload-types'
import { CARRIER_KINDS, ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '@/domain/commerce/types'
import { l } from '@/payload/fields/label'
import { targetOptions } from '@/payload/fields/targets'
import { CARRIER_KIND_LABELS } from '../carriers/labels'
import { SHOP_GROUP } from '../shop'
import { ORDERS_ACCESS } from './access'
import { amountsField, linePriceField, totalField } from './amounts'
import { buyerFields, copyBuyer } from './buyer'
import { FRENCH_DATE, FRENCH_DATE_TIME } from '@/payload/fields/dates'
import { mailCustomerOnStaffChange, stampPaidAt } from './hooks'
import { deliverySummaryRow } from './summary'

const STATUS_LABELS: Record<OrderStatus, ReturnType<typeof l>> = {
  awaiting_payment: l('En attente de paiement', 'Awaiting payment'),
  payment_refused: l('Paiement refusé', 'Payment refused'),
  paid: l('Payée', 'Paid'),
  preparing: l('En préparation', 'Being prepared'),
  shipped: l('Expédiée', 'Shipped'),
  delivered: l('Livrée', 'Delivered'),
  cancelled: l('Annulée', 'Cancelled'),
}

const METHOD_LABELS: Record<PaymentMethod, ReturnType<typeof l>> = {
  card: l('Carte bancaire', 'Card'),
  transfer: l('Virement', 'Bank transfer'),
  cheque: l('Chèque', 'Cheque'),
  account: l('Paiement à échéance', 'Pay on account'),
}

/**
 * Each status saved by staff mails the customer (`staffChangeMails` in ./hooks.ts, decision 126):
 * the screen says so before « Sauvegarder », in the words of the mails' subjects.
 */
export const STATUS_DESCRIPTION = l(
  'Attention : chaque changement d’état enregistré envoie un courriel au client (« Commande CMD-… : expédiée »), pour tous les états. Seule exception : si le paiement passe à « Payé » dans le même enregistrement, « Payée » et « En préparation » n’envoient que le courriel « Paiement accepté ».',
  'Careful: each status change saved here e-mails the customer (“Order CMD-…: shipped”), for every status. Only exception: when the payment is set to “Paid” in the same save, “Paid” and “Being prepared” send only the “Payment accepted” e-mail.',
)

export const PAYMENT_DESCRIPTION = l(
  'Passer à « Payé » envoie au client le courriel « Paiement accepté » et remplit « Payée le ».',
  'Setting it to “Paid” e-mails the customer “Payment accepted” and fills in “Paid on”.',
)

const cents = (name: string, label: ReturnType<typeof l>, required = true): Field => ({ name, type: 'number', required, label })

type Condition = NonNullable<NonNullable<Field['admin']>['condition']>
const carrierKind = (data: Partial<Order> | undefined) => data?.carrier?.kind ?? null

/**
 * A snapshot of an address, with the field names of `customer-addresses`. Its rows show once
 * scrolled to (Payload mounts a group's fields near the visible part of the page): « Livraison »
 * and « Facturation » at the top say the same at once (./summary.ts, decision 138).
 */
const addressGroup = (name: string, label: ReturnType<typeof l>, condition?: Condition): Field => ({
  name,
  type: 'group',
  label,
  ...(condition ? { admin: { condition } } : {}),
  fields: [
    { name: 'label', type: 'text', label: l('Libellé', 'Label') },
    {
      type: 'row',
      fields: [
        { name: 'civility', type: 'text', label: l('Civilité', 'Title') },
        { name: 'firstname', type: 'text', label: l('Prénom', 'First name') },
        { name: 'lastname', type: 'text', label: l('Nom', 'Last name') },
        { name: 'company', type: 'text', label: l('Société', 'Company') },
      ],
    },
    { name: 'address', type: 'text', label: l('Adresse', 'Address') },
    { name: 'address2', type: 'text', label: l('Complément d’adresse', 'Address line 2') },
    {
      type: 'row',
      fields: [
        { name: 'zipcode', type: 'text', label: l('Code postal', 'Postcode') },
        { name: 'city', type: 'text', label: l('Ville', 'City') },
        { name: 'country', type: 'text', label: l('Pays', 'Country') },
        { name: 'phone', type: 'text', label: l('Téléphone', 'Phone') },
      ],
    },
  ],
})

/**
 * A snapshot of a relay point or a distributor (store), shown for the orders of its kind of
 * carrier only (empty otherwise). The point's id is not kept: its name and address are.
 */
const placeGroup = (name: string, label: ReturnType<typeof l>, kind: 'relay' | 'pickup'): Field => ({
  name,
  type: 'group',
  label,
  admin: { condition: (data) => carrierKind(data) === kind },
  fields: [
    { name: 'name', type: 'text', label: l('Nom', 'Name') },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', label: l('Adresse', 'Address') },
        { name: 'postcode', type: 'text', label: l('Code postal', 'Postcode') },
        { name: 'city', type: 'text', label: l('Ville', 'City') },
      ],
    },
  ],
})

/**
 * Orders (decision 087): written once by the site, in one transaction, with snapshots of
 * lines, prices, addresses, carrier and discount, so later catalogue changes never alter
 * them. Staff follow them in /admin (status, payment of transfers and cheques).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: l('Commande', 'Order'), plural: l('Commandes', 'Orders') },
  admin: {
    useAsTitle: 'number',
    group: SHOP_GROUP,
    defaultColumns: ['number', 'customerName', 'customer', 'status', 'total', 'paymentMethod', 'paymentStatus', 'placedAt'],
    // Staff search by number, by the buyer's e-mail or name (copied on the order: ./buyer.ts, decision 138),
    // or by the representative's code (commissions); status and payment are the list's filters.
    listSearchableFields: ['number', 'customerEmail', 'customerName', 'asmCode'],
  },
  access: ORDERS_ACCESS,
  hooks: { beforeChange: [copyBuyer, stampPaidAt], afterChange: [mailCustomerOnStaffChange] },
  defaultSort: '-placedAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: l('Numéro', 'Number'),
          admin: { readOnly: true },
        },
        {
          name: 'placedAt',
          type: 'date',
          required: true,
          label: l('Passée le', 'Placed on'),
          admin: { readOnly: true, date: FRENCH_DATE_TIME },
        },
      ],
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      label: l('Client', 'Customer'),
      admin: {
        readOnly: true,
        description: l(
          'Vide quand le client a supprimé son compte : la commande et ses adresses restent (pièces comptables conservées 10 ans).',
          'Empty once the customer deleted their account: the order and its addresses stay (accounting records are kept 10 years).',
        ),
      },
    },
    deliverySummaryRow,
    {
      name: 'cart',
      type: 'relationship',
      relationTo: 'carts',
      required: true,
      // One order per cart: the idempotency of a second submit (decision 087).
      unique: true,
      label: l('Panier', 'Cart'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'target',
      type: 'select',
      required: true,
      options: targetOptions,
      label: l('Plan de vente', 'Sales plan'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'awaiting_payment',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      label: l('État', 'Status'),
      admin: { position: 'sidebar', description: STATUS_DESCRIPTION },
    },
    ...buyerFields,
    totalField,
    {
      name: 'paymentMethod',
      type: 'select',
      required: true,
      options: PAYMENT_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] })),
      label: l('Moyen de paiement', 'Payment method'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'paymentStatus',
      type: 'select',
      required: true,
      defaultValue: 'awaiting',
      options: [
        { value: 'awaiting', label: l('En attente', 'Awaiting') },
        { value: 'paid', label: l('Payé', 'Paid') },
        { value: 'refused', label: l('Refusé', 'Refused') },
      ],
      label: l('Paiement', 'Payment'),
      admin: { position: 'sidebar', description: PAYMENT_DESCRIPTION },
    },
    {
      name: 'paidAt',
      type: 'date',
      label: l('Payée le', 'Paid on'),
      admin: {
        position: 'sidebar',
        date: FRENCH_DATE_TIME,
        description: l(
          'Laissée vide, remplie par l’enregistrement qui passe le paiement à « Payé ».',
          'Left empty, filled in by the save that sets the payment to “Paid”.',
        ),
      },
    },
    { name: 'dueDate', type: 'date', label: l('Échéance', 'Due date'), admin: { readOnly: true, position: 'sidebar', date: FRENCH_DATE } },
    {
      name: 'providerSession',
      type: 'text',
      index: true,
      label: l('Session du prestataire de paiement', 'Payment provider session'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'lines',
      type: 'array',
      label: l('Lignes', 'Lines'),
      labels: { singular: l('Ligne', 'Line'), plural: l('Lignes', 'Lines') },
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'product', type: 'relationship', relationTo: 'products', label: l('Produit', 'Product') },
            { name: 'name', type: 'text', required: true, label: l('Nom', 'Name') },
            { name: 'reference', type: 'text', label: l('Référence produit', 'Product reference') },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'variant', type: 'text', required: true, label: l('Référence article', 'Item reference') },
            { name: 'pack', type: 'text', label: l('Conditionnement', 'Pack') },
            { name: 'quantity', type: 'number', required: true, label: l('Quantité', 'Quantity') },
          ],
        },
        {
          type: 'row',
          fields: [linePriceField, { name: 'free', type: 'checkbox', defaultValue: false, label: l('Offert', 'Free') }],
        },
        {
          type: 'collapsible',
          label: l('Montants en centimes', 'Amounts in cents'),
          admin: { initCollapsed: true },
          fields: [
            {
              type: 'row',
              fields: [
                cents('unitPrice', l('Prix unitaire (centimes)', 'Unit price (cents)')),
                cents('amount', l('Montant (centimes)', 'Amount (cents)')),
                cents('priceWithTax', l('Montant TTC (centimes)', 'Amount incl. VAT (cents)')),
              ],
            },
          ],
        },
      ],
    },
    amountsField,
    {
      type: 'collapsible',
      label: l('Totaux en centimes (ceux de l’export CSV)', 'Totals in cents (as in the CSV export)'),
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'totals',
          type: 'group',
          label: l('Totaux (centimes)', 'Totals (cents)'),
          admin: { readOnly: true },
          fields: [
            {
              type: 'row',
              fields: [
                cents('goods', l('Produits', 'Goods')),
                cents('discount', l('Remise', 'Discount')),
                cents('shipping', l('Livraison', 'Shipping')),
              ],
            },
            {
              type: 'row',
              fields: [
                cents('ht', l('Total HT', 'Total excl. VAT')),
                cents('tax', l('TVA', 'VAT')),
                cents('ttc', l('Total TTC', 'Total incl. VAT')),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'discount',
      type: 'group',
      label: l('Code de réduction', 'Discount code'),
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', label: l('Code', 'Code') },
            { name: 'description', type: 'text', label: l('Description', 'Description') },
          ],
        },
      ],
    },
    {
      name: 'carrier',
      type: 'group',
      label: l('Transporteur', 'Carrier'),
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', label: l('Code', 'Code') },
            { name: 'name', type: 'text', label: l('Nom', 'Name') },
            {
              name: 'kind',
              type: 'select',
              options: CARRIER_KINDS.map((value) => ({ value, label: CARRIER_KIND_LABELS[value] })),
              label: l('Type', 'Kind'),
            },
            { name: 'delay', type: 'text', label: l('Délai', 'Delay') },
          ],
        },
      ],
    },
    // A relay point's or a distributor's order has no shipping address.
    addressGroup('shippingAddress', l('Adresse de livraison', 'Shipping address'), (data) => {
      const kind = carrierKind(data)
      return kind !== 'relay' && kind !== 'pickup'
    }),
    addressGroup('billingAddress', l('Adresse de facturation', 'Billing address')),
    placeGroup('relay', l('Point relais', 'Relay point'), 'relay'),
    placeGroup('store', l('Distributeur (retrait)', 'Distributor (pickup)'), 'pickup'),
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: l('Téléphone', 'Phone') },
        {
          name: 'asmCode',
          type: 'text',
          label: l('Code représentant', 'Representative code'),
          admin: { description: l('Code du commercial Ardalis qui suit le compte.', 'Code of the Ardalis sales representative.') },
        },
        {
          name: 'termsAcceptedAt',
          type: 'date',
          label: l('CGV acceptées le', 'Terms accepted on'),
          admin: { readOnly: true, date: FRENCH_DATE_TIME },
        },
      ],
    },
  ],
}
