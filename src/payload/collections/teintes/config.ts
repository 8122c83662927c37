import type { CollectionConfig } from 'payload'
import { TEINTE_FAMILIES, TEINTE_FAMILY_LABELS } from '@/domain/tools/store-types'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

/** Tints of the colour chart (spec §2 colorimetry, §7 teinte). */
export const Teintes: CollectionConfig = {
  slug: 'teintes',
  labels: { singular: l('Teinte', 'Tint'), plural: l('Teintes', 'Tints') },
  admin: { useAsTitle: 'name', group: l('Outils', 'Tools'), defaultColumns: ['name', 'code', 'family', 'color'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.teintes, TAGS.catalogue),
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Nom', 'Name') },
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'text', required: true, unique: true, index: true, label: l('Code', 'Code') },
        {
          name: 'color',
          type: 'text',
          required: true,
          label: l('Couleur (hexadécimal)', 'Colour (hex)'),
          validate: (value: unknown) =>
            typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Couleur attendue au format #RRVVBB.',
        },
        {
          name: 'family',
          type: 'select',
          required: true,
          index: true,
          options: TEINTE_FAMILIES.map((value) => ({ value, label: TEINTE_FAMILY_LABELS[value] })),
          label: l('Famille', 'Family'),
        },
        { name: 'order', type: 'number', defaultValue: 0, label: l('Ordre', 'Order') },
      ],
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: l('Produits disponibles dans cette teinte', 'Products available in this tint'),
    },
  ],
}
