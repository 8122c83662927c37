import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { targetOptions } from '@/payload/fields/targets'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

/** Sales plans: the two audiences (spec §3: id, target, currency.symbol). */
export const SalesPlans: CollectionConfig = {
  slug: 'sales-plans',
  labels: { singular: l('Plan de vente', 'Sales plan'), plural: l('Plans de vente', 'Sales plans') },
  admin: { useAsTitle: 'name', group: l('Site', 'Site') },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.site),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Nom', 'Name') },
    { name: 'target', type: 'select', required: true, unique: true, options: targetOptions, label: l('Cible', 'Target') },
    { name: 'currencySymbol', type: 'text', required: true, defaultValue: '€', label: l('Symbole monétaire', 'Currency symbol') },
  ],
}
