import type { CollectionConfig } from 'payload'
import { normalizeCode } from '@/domain/commerce/discounts'
import { l } from '@/payload/fields/label'
import { moneyField, wholeCentsOrEuros } from '@/payload/fields/money'
import { targetOptions } from '@/payload/fields/targets'
import { SHOP_GROUP, STAFF_MANAGED } from '../shop'

const wholeNumber = (value: unknown): true | string =>
  value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
    ? true
    : 'Saisissez un nombre entier positif ou nul (sans virgule).'

/**
 * Discount codes (decision 087): a fixed amount or a percent off the goods, or a free pack.
 * Checked when applied to a cart, taken (`used + 1`) when the order is placed.
 */
export const DiscountCodes: CollectionConfig = {
  slug: 'discount-codes',
  labels: { singular: l('Code de réduction', 'Discount code'), plural: l('Codes de réduction', 'Discount codes') },
  admin: {
    useAsTitle: 'code',
    group: SHOP_GROUP,
    defaultColumns: ['code', 'kind', 'value', 'unit', 'targets', 'endsAt', 'used', 'maxUses'],
    listSearchableFields: ['code'],
  },
  access: STAFF_MANAGED,
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Code', 'Code'),
      admin: {
        description: l(
          'Enregistré en majuscules et sans espaces, ex. BIENVENUE10.',
          'Stored in capitals without spaces, e.g. BIENVENUE10.',
        ),
      },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeCode(value) : value)] },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'cart_discount',
      label: l('Type', 'Kind'),
      options: [
        { value: 'cart_discount', label: l('Réduction sur le panier', 'Cart discount') },
        { value: 'free_product', label: l('Produit offert', 'Free product') },
      ],
    },
    { name: 'description', type: 'text', required: true, localized: true, label: l('Description', 'Description') },
    {
      type: 'row',
      admin: { condition: (data) => data?.kind !== 'free_product' },
      fields: [
        moneyField('value', l('Valeur', 'Value'), {
          defaultValue: 0,
          // Cents when the unit is « eur », a whole percent otherwise: euros are shown only for an amount.
          euroWhen: { sibling: 'unit', equals: 'eur' },
          validate: (value, options) =>
            (options.siblingData as { unit?: unknown } | undefined)?.unit === 'eur' || typeof value === 'string'
              ? wholeCentsOrEuros(value, options)
              : wholeNumber(value),
          description: l(
            'Un montant en euros (ex. 50,00) ou un pourcentage entier (ex. 10), selon l’unité.',
            'An amount typed in euros (e.g. 50.00, stored in cents) or a whole percent (e.g. 10), depending on the unit.',
          ),
        }),
        {
          name: 'unit',
          type: 'select',
          defaultValue: 'percent',
          label: l('Unité', 'Unit'),
          options: [
            { value: 'eur', label: l('Montant (€)', 'Amount (€)') },
            { value: 'percent', label: l('Pourcentage', 'Percent') },
          ],
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.kind === 'free_product' },
      fields: [
        { name: 'freeProduct', type: 'relationship', relationTo: 'products', label: l('Produit offert', 'Free product') },
        {
          name: 'freeVariant',
          type: 'text',
          label: l('Conditionnement offert (référence article)', 'Free pack (item reference)'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          label: l('Valable à partir du', 'Valid from'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endsAt',
          type: 'date',
          label: l('Valable jusqu’au', 'Valid until'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'targets',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['pro', 'part'],
      options: targetOptions,
      label: l('Plans de vente', 'Sales plans'),
    },
    {
      type: 'row',
      fields: [
        moneyField('minAmount', l('Montant minimum des produits (€)', 'Minimum goods amount (€)'), {
          defaultValue: 0,
          description: l(
            'Sur la base du plan (HT pour les professionnels, TTC pour les particuliers), ex. 30,00. 0 : aucun.',
            'On the plan’s basis, typed in euros, e.g. 30.00; stored in cents. 0: none.',
          ),
        }),
        {
          name: 'maxUses',
          type: 'number',
          min: 1,
          validate: wholeNumber,
          label: l('Utilisations maximum', 'Maximum uses'),
          admin: { description: l('Vide : illimité.', 'Empty: unlimited.') },
        },
        {
          name: 'used',
          type: 'number',
          required: true,
          defaultValue: 0,
          label: l('Utilisations', 'Uses'),
          // Counted by the order's transaction (UPDATE … SET used = used + 1), never by hand.
          access: { create: () => false, update: () => false },
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
