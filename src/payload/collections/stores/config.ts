import type { CollectionConfig } from 'payload'
import { COUNTRIES, STORE_RANGE_LABELS, STORE_RANGES, STORE_TYPE_LABELS, STORE_TYPES } from '@/domain/tools/store-types'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { targetsField } from '@/payload/fields/targets'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

const revalidate = revalidateOn(TAGS.stores)

/** Points of sale of the store locator (spec §1 "find stores and distributors", §7 store-locator). */
export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: l('Point de vente', 'Store'), plural: l('Points de vente', 'Stores') },
  admin: {
    useAsTitle: 'name',
    group: l('Outils', 'Tools'),
    defaultColumns: ['name', 'type', 'city', 'postcode', 'targets'],
    listSearchableFields: ['name', 'city', 'postcode'],
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    afterChange: revalidate.afterChange,
    afterDelete: revalidate.afterDelete,
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: l('Nom', 'Name') },
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'negoce',
      options: STORE_TYPES.map((value) => ({ value, label: STORE_TYPE_LABELS[value] })),
      label: l('Type', 'Type'),
    },
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
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData.country !== 'FR' || (typeof value === 'string' && /^\d{5}$/.test(value))
              ? true
              : 'Le code postal doit comporter 5 chiffres.',
        },
        { name: 'city', type: 'text', required: true, label: l('Ville', 'City') },
        {
          name: 'country',
          type: 'select',
          required: true,
          defaultValue: 'FR',
          options: COUNTRIES.map((c) => ({ value: c, label: c })),
          label: l('Pays', 'Country'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90, label: l('Latitude', 'Latitude') },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180, label: l('Longitude', 'Longitude') },
      ],
    },
    { name: 'phone', type: 'text', label: l('Téléphone', 'Phone') },
    {
      name: 'openingHours',
      type: 'textarea',
      label: l('Horaires d’ouverture', 'Opening hours'),
      admin: {
        description: l('Une ligne par jour ou groupe de jours, ex. « Lun.–ven. : 7h–12h, 13h30–18h »', 'One line per day or group of days'),
      },
    },
    targetsField(),
    {
      name: 'ranges',
      type: 'select',
      hasMany: true,
      options: STORE_RANGES.map((value) => ({ value, label: STORE_RANGE_LABELS[value] })),
      label: l('Gammes en stock', 'Ranges stocked'),
      admin: { position: 'sidebar' },
    },
  ],
}
