import type { CollectionConfig } from 'payload'
import { l } from '@/payload/fields/label'
import { SHOP_RECORDS_ADMIN, SITE_WRITTEN } from '../shop'

/**
 * One row per year: the last order number taken (decision 087). The order's transaction
 * takes the next one with `UPDATE … SET last = last + 1`, so numbers are unique and gap-free.
 */
export const OrderCounters: CollectionConfig = {
  slug: 'order-counters',
  labels: { singular: l('Compteur de commandes', 'Order counter'), plural: l('Compteurs de commandes', 'Order counters') },
  admin: { useAsTitle: 'year', ...SHOP_RECORDS_ADMIN, defaultColumns: ['year', 'last'] },
  access: { ...SITE_WRITTEN, delete: () => false },
  fields: [
    { name: 'year', type: 'number', required: true, unique: true, index: true, label: l('Année', 'Year') },
    { name: 'last', type: 'number', required: true, defaultValue: 0, label: l('Dernier numéro', 'Last number') },
  ],
}
