import type { CollectionConfig } from 'payload'
import { l } from '@/payload/fields/label'
import { SHOP_GROUP, STAFF_MANAGED } from '../shop'

/** Relay points of the « Point relais » carrier (decision 087), found near a postcode by GET /api/v1/relay-point. */
export const RelayPoints: CollectionConfig = {
  slug: 'relay-points',
  labels: { singular: l('Point relais', 'Relay point'), plural: l('Points relais', 'Relay points') },
  admin: {
    useAsTitle: 'name',
    group: SHOP_GROUP,
    defaultColumns: ['name', 'city', 'postcode', 'active'],
    listSearchableFields: ['name', 'city', 'postcode'],
  },
  access: STAFF_MANAGED,
  fields: [
    { name: 'name', type: 'text', required: true, label: l('Nom', 'Name') },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', required: true, label: l('Adresse', 'Address') },
        {
          name: 'postcode',
          type: 'text',
          required: true,
          index: true,
          label: l('Code postal', 'Postcode'),
          validate: (value: unknown) =>
            typeof value === 'string' && /^\d{5}$/.test(value) ? true : 'Le code postal doit comporter 5 chiffres.',
        },
        { name: 'city', type: 'text', required: true, label: l('Ville', 'City') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90, label: l('Latitude', 'Latitude') },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180, label: l('Longitude', 'Longitude') },
      ],
    },
    {
      name: 'openingHours',
      type: 'textarea',
      label: l('Horaires d’ouverture', 'Opening hours'),
      admin: { description: l('Ex. « Lun.–sam. : 9h–19h »', 'E.g. "Mon–Sat: 9am–7pm"') },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true, label: l('Actif', 'Active') },
  ],
}
