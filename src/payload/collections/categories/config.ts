import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { slugField } from '@/payload/fields/slug'
import { targetOptions } from '@/payload/fields/targets'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

/** Product categories, one tree per sales plan (parents and breadcrumbs via nested docs). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: l('Catégorie', 'Category'), plural: l('Catégories', 'Categories') },
  admin: { useAsTitle: 'name', group: l('Catalogue', 'Catalogue'), defaultColumns: ['name', 'slug', 'target', 'order'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.catalogue, TAGS.navigation),
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Nom', 'Name') },
    slugField('name'),
    {
      name: 'target',
      type: 'select',
      required: true,
      index: true,
      options: targetOptions,
      label: l('Plan de vente', 'Sales plan'),
      admin: { position: 'sidebar' },
    },
    { name: 'order', type: 'number', defaultValue: 0, label: l('Ordre', 'Order'), admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', localized: true, label: l('Accroche', 'Summary') },
    { name: 'description', type: 'textarea', localized: true, label: l('Description', 'Description') },
    { name: 'cover', type: 'upload', relationTo: 'media', label: l('Visuel', 'Cover') },
  ],
}
