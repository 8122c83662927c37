import type { CollectionConfig } from 'payload'
import { l } from '@/payload/fields/label'
import { SHOP_RECORDS_ADMIN, SITE_WRITTEN } from '../shop'

/**
 * Lines of a cart (decision 087): one row per (cart, product, pack, free), so that an add is
 * one `INSERT … ON CONFLICT DO UPDATE` (src/data/commerce/carts.ts) and concurrent adds lose
 * nothing. Written only by the site.
 */
export const CartItems: CollectionConfig = {
  slug: 'cart-items',
  labels: { singular: l('Ligne de panier', 'Cart line'), plural: l('Lignes de panier', 'Cart lines') },
  admin: { ...SHOP_RECORDS_ADMIN, defaultColumns: ['cart', 'product', 'variant', 'quantity', 'free'] },
  access: SITE_WRITTEN,
  indexes: [{ fields: ['cart', 'product', 'variant', 'free'], unique: true }],
  fields: [
    { name: 'cart', type: 'relationship', relationTo: 'carts', required: true, index: true, label: l('Panier', 'Cart') },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, label: l('Produit', 'Product') },
    { name: 'variant', type: 'text', required: true, label: l('Conditionnement (référence article)', 'Pack (item reference)') },
    { name: 'quantity', type: 'number', required: true, min: 1, max: 999, label: l('Quantité', 'Quantity') },
    { name: 'free', type: 'checkbox', required: true, defaultValue: false, label: l('Offert', 'Free') },
  ],
}
