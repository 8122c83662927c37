import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

/** Sites (spec §3): found from the first host of X-Forwarded-Host / Host. */
export const Sites: CollectionConfig = {
  slug: 'sites',
  labels: { singular: l('Site', 'Site'), plural: l('Sites', 'Sites') },
  admin: { useAsTitle: 'url', group: l('Site', 'Site') },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.site),
  fields: [
    { name: 'url', type: 'text', required: true, unique: true, label: l('Hôte (ex. www.exemple.com)', 'Host (e.g. www.example.com)') },
    { name: 'isDefault', type: 'checkbox', defaultValue: false, label: l('Site par défaut', 'Default site') },
    {
      name: 'languages',
      type: 'array',
      label: l('Langues', 'Languages'),
      labels: { singular: l('Langue', 'Language'), plural: l('Langues', 'Languages') },
      fields: [
        { name: 'code', type: 'text', required: true, label: l('Code', 'Code') },
        { name: 'label', type: 'text', required: true, label: l('Libellé', 'Label') },
        { name: 'enabled', type: 'checkbox', defaultValue: false, label: l('Contenu publié', 'Content published') },
      ],
    },
    { name: 'salesPlans', type: 'relationship', relationTo: 'sales-plans', hasMany: true, label: l('Plans de vente', 'Sales plans') },
  ],
}
