import type { CollectionConfig, Field } from 'payload'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

const usageGroup = (name: 'pro' | 'part', title: ReturnType<typeof l>): Field => ({
  name,
  type: 'group',
  label: title,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'product', type: 'checkbox', defaultValue: true, label: l('Fiche produit', 'Product page') },
        { name: 'filter', type: 'checkbox', defaultValue: false, label: l('Filtre des listes', 'Listing filter') },
        { name: 'compare', type: 'checkbox', defaultValue: false, label: l('Comparateur', 'Comparator') },
        { name: 'guide', type: 'checkbox', defaultValue: false, label: l('Guide de choix', 'Choice guide') },
        { name: 'guideOrder', type: 'number', label: l('Ordre dans le guide', 'Order in the guide') },
      ],
    },
  ],
})

/** Product characteristics and where each audience sees them (spec §1, §6). */
export const Characteristics: CollectionConfig = {
  slug: 'characteristics',
  labels: { singular: l('Caractéristique', 'Characteristic'), plural: l('Caractéristiques', 'Characteristics') },
  admin: {
    // The French name, not the technical one (FONCTION, EPAISSEUR_MAX), wherever a characteristic
    // is chosen or shown: the product's characteristic rows, the relationship pickers.
    useAsTitle: 'label',
    group: l('Catalogue', 'Catalogue'),
    defaultColumns: ['label', 'technicalName', 'kind'],
    listSearchableFields: ['label', 'technicalName'],
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.catalogue),
  defaultSort: 'order',
  fields: [
    {
      name: 'technicalName',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Nom technique', 'Technical name'),
      validate: (v: unknown) =>
        typeof v === 'string' && /^[A-Z0-9]+(_[A-Z0-9]+)*$/.test(v) ? true : 'Majuscules, chiffres et « _ » uniquement (ex. SUPPORT).',
    },
    { name: 'label', type: 'text', required: true, localized: true, label: l('Libellé', 'Label') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'enum',
      label: l('Nature', 'Kind'),
      options: [
        { value: 'enum', label: l('Liste de valeurs', 'List of values') },
        { value: 'number', label: l('Nombre', 'Number') },
        { value: 'text', label: l('Texte', 'Text') },
      ],
    },
    { name: 'unit', type: 'text', label: l('Unité', 'Unit') },
    { name: 'order', type: 'number', defaultValue: 0, label: l('Ordre', 'Order') },
    {
      name: 'values',
      type: 'array',
      label: l('Valeurs possibles', 'Allowed values'),
      labels: { singular: l('Valeur possible', 'Allowed value'), plural: l('Valeurs possibles', 'Allowed values') },
      admin: { condition: (data) => data?.kind === 'enum' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'slug',
              type: 'text',
              required: true,
              label: l('Code valeur', 'Value code'),
              validate: (v: unknown) =>
                typeof v === 'string' && /^[a-z0-9-]+$/.test(v) ? true : 'Minuscules, chiffres et tirets uniquement.',
            },
            { name: 'label', type: 'text', required: true, localized: true, label: l('Libellé', 'Label') },
          ],
        },
      ],
    },
    usageGroup('pro', l('Professionnels', 'Professionals')),
    usageGroup('part', l('Particuliers', 'Private customers')),
  ],
}
