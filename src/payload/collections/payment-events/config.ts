import type { CollectionConfig } from 'payload'
import { l } from '@/payload/fields/label'
import { SHOP_RECORDS_ADMIN, SITE_WRITTEN } from '../shop'

/**
 * Payment notifications received (decision 087): each provider's event is stored once (the
 * unique key `provider:eventId`), so a replayed notification changes nothing.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: {
    singular: l('Notification de paiement', 'Payment notification'),
    plural: l('Notifications de paiement', 'Payment notifications'),
  },
  admin: { useAsTitle: 'key', ...SHOP_RECORDS_ADMIN, defaultColumns: ['key', 'order', 'kind', 'receivedAt'] },
  access: { ...SITE_WRITTEN, delete: () => false },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Clé (prestataire:événement)', 'Key (provider:event)'),
    },
    {
      type: 'row',
      fields: [
        { name: 'provider', type: 'text', required: true, label: l('Prestataire', 'Provider') },
        { name: 'eventId', type: 'text', required: true, label: l('Événement', 'Event') },
      ],
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, label: l('Commande', 'Order') },
    { name: 'kind', type: 'text', required: true, label: l('Type', 'Kind') },
    {
      name: 'receivedAt',
      type: 'date',
      required: true,
      label: l('Reçue le', 'Received on'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
