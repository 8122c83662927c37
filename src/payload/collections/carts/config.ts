import type { CollectionConfig } from 'payload'
import { l } from '@/payload/fields/label'
import { targetOptions } from '@/payload/fields/targets'
import { deleteLinesOf, keepOrderedCart } from '../cart-items/cleanup'
import { SHOP_RECORDS_ADMIN, SITE_WRITTEN } from '../shop'

export const CART_STATUSES = ['open', 'ordered'] as const

/**
 * Carts (decision 087). A cart is owned by its token, not by a signed-in user: a guest has
 * one too. Only the SHA-256 of the token is stored. The site reads and writes carts through
 * src/data/commerce/carts.ts (system calls and atomic SQL); staff only look at them.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: l('Panier', 'Cart'), plural: l('Paniers', 'Carts') },
  admin: {
    useAsTitle: 'id',
    ...SHOP_RECORDS_ADMIN,
    defaultColumns: ['id', 'target', 'customer', 'status', 'expiresAt', 'updatedAt'],
  },
  access: SITE_WRITTEN,
  hooks: { beforeDelete: [keepOrderedCart, deleteLinesOf('cart')] },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, hidden: true },
    {
      name: 'target',
      type: 'select',
      required: true,
      options: targetOptions,
      label: l('Plan de vente', 'Sales plan'),
      admin: { readOnly: true },
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      label: l('Client', 'Customer'),
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      label: l('État', 'Status'),
      options: [
        { value: 'open', label: l('En cours', 'Open') },
        { value: 'ordered', label: l('Commandé', 'Ordered') },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      index: true,
      label: l('Expire le', 'Expires on'),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'discount',
      type: 'relationship',
      relationTo: 'discount-codes',
      label: l('Code de réduction', 'Discount code'),
      admin: { readOnly: true },
    },
    { name: 'items', type: 'join', collection: 'cart-items', on: 'cart', label: l('Lignes', 'Lines') },
  ],
}
