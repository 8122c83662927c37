import { createBreadcrumbsField, createParentField } from '@payloadcms/plugin-nested-docs'
import type { ArrayField, CollectionConfig, Field } from 'payload'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { slugField } from '@/payload/fields/slug'
import { targetOptions } from '@/payload/fields/targets'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

/** French labels of the columns of nested docs' breadcrumbs (its own are "Doc", "URL", "Label"). */
const BREADCRUMB_LABELS: Record<string, ReturnType<typeof l>> = {
  doc: l('Catégorie', 'Category'),
  url: l('Adresse', 'URL'),
  label: l('Libellé', 'Label'),
}

function relabel(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && BREADCRUMB_LABELS[field.name]) return { ...field, label: BREADCRUMB_LABELS[field.name] } as Field
    if (field.type === 'row') return { ...field, fields: relabel(field.fields) }
    return field
  })
}

/**
 * The parent and breadcrumbs of nested docs (plugin in payload.config.ts), declared here so that
 * the back office reads them in French: the plugin keeps a collection's own `parent` and
 * `breadcrumbs` fields (same names, same columns: no migration) and still fills them.
 */
const parentField = (): Field => createParentField('categories', { label: l('Catégorie parente', 'Parent category') })

const breadcrumbsField = (): ArrayField => {
  const field = createBreadcrumbsField('categories', {
    label: l('Fil d’Ariane', 'Breadcrumbs'),
    labels: { singular: l('Niveau', 'Level'), plural: l('Niveaux', 'Levels') },
  }) as ArrayField
  return { ...field, fields: relabel(field.fields) }
}

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
    parentField(),
    breadcrumbsField(),
  ],
}
