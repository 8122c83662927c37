import type { CollectionConfig } from 'payload'
import { CARRIER_KINDS, SHIPPING_ZONES } from '@/domain/commerce/types'
import { l } from '@/payload/fields/label'
import { moneyField } from '@/payload/fields/money'
import { targetOptions } from '@/payload/fields/targets'
import { SHOP_GROUP, STAFF_MANAGED } from '../shop'
import { CARRIER_KIND_LABELS } from './labels'

const wholeNumber = (value: unknown): true | string =>
  value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
    ? true
    : 'Saisissez un nombre entier positif ou nul (sans virgule).'

const ZONE_LABELS = {
  metropole: l('France métropolitaine', 'Metropolitan France'),
  corse: l('Corse', 'Corsica'),
  'outre-mer': l('Outre-mer', 'Overseas'),
} as const

/** Carriers and their rates by zone and weight bracket (decision 087). */
export const Carriers: CollectionConfig = {
  slug: 'carriers',
  labels: { singular: l('Transporteur', 'Carrier'), plural: l('Transporteurs', 'Carriers') },
  admin: { useAsTitle: 'name', group: SHOP_GROUP, defaultColumns: ['name', 'code', 'kind', 'targets', 'active', 'order'] },
  access: STAFF_MANAGED,
  defaultSort: 'order',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'text', required: true, unique: true, index: true, label: l('Code', 'Code') },
        { name: 'name', type: 'text', required: true, localized: true, label: l('Nom', 'Name') },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'home',
          options: CARRIER_KINDS.map((value) => ({ value, label: CARRIER_KIND_LABELS[value] })),
          label: l('Type', 'Kind'),
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
        moneyField('freeFrom', l('Gratuit à partir de (€)', 'Free from (€)'), {
          description: l(
            'Montant des produits après remise, sur la base du plan, ex. 150,00. Vide : jamais gratuit.',
            'Goods after discount, on the plan’s basis, typed in euros, e.g. 150.00; stored in cents. Empty: never free.',
          ),
        }),
        { name: 'delay', type: 'text', required: true, localized: true, label: l('Délai', 'Delay') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', defaultValue: true, label: l('Actif', 'Active') },
        { name: 'order', type: 'number', defaultValue: 0, label: l('Ordre', 'Order') },
      ],
    },
    {
      name: 'rates',
      type: 'array',
      label: l('Tarifs par zone et tranche de poids', 'Rates by zone and weight bracket'),
      labels: { singular: l('Tarif', 'Rate'), plural: l('Tarifs', 'Rates') },
      admin: {
        description: l(
          'Le tarif retenu est celui de la plus petite tranche qui contient le poids du panier. Sans tranche : pas de livraison dans la zone.',
          'The rate is the smallest bracket that holds the cart’s weight. No bracket: no delivery to the zone.',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'zone',
              type: 'select',
              required: true,
              defaultValue: 'metropole',
              options: SHIPPING_ZONES.map((value) => ({ value, label: ZONE_LABELS[value] })),
              label: l('Zone', 'Zone'),
            },
            {
              name: 'maxWeightGrams',
              type: 'number',
              required: true,
              min: 0,
              validate: wholeNumber,
              label: l('Poids maximum (g)', 'Maximum weight (g)'),
              admin: { description: l('Ex. 30000 = 30 kg.', 'E.g. 30000 = 30 kg.') },
            },
            moneyField('priceHt', l('Prix HT (€)', 'Price excl. VAT (€)'), {
              required: true,
              description: l('Ex. 12,90.', 'Typed in euros, e.g. 12.90; stored in cents.'),
            }),
          ],
        },
      ],
    },
  ],
}
