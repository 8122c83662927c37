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
    {
      name: 'homeVisual',
      type: 'upload',
      relationTo: 'media',
      label: l('Illustration de l’accueil', 'Home page illustration'),
      admin: {
        description: l(
          'L’image du haut de la page d’accueil de ce public, au format 3:2 (1200 × 800 px), sans texte : le titre est écrit à côté.',
          'The picture at the top of this audience’s home page, 3:2 (1200 × 800 px), with no text: the title is written beside it.',
        ),
      },
    },
  ],
}
