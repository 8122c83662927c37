import type { CollectionConfig } from 'payload'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { personFields, readOnly } from '@/payload/fields/form-fields'

/** Contest entries (spec POST /landing/data); staff only. */
export const LandingEntries: CollectionConfig = {
  slug: 'landing-entries',
  labels: { singular: l('Participation', 'Entry'), plural: l('Participations aux jeux-concours', 'Contest entries') },
  admin: { useAsTitle: 'email', group: l('Demandes', 'Requests'), defaultColumns: ['lastname', 'landing', 'store', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    { name: 'landing', type: 'relationship', relationTo: 'landings', required: true, label: l('Jeu-concours', 'Contest'), ...readOnly },
    ...personFields(),
    {
      type: 'row',
      fields: [
        { name: 'zipcode', type: 'text', label: l('Code postal', 'Postcode'), ...readOnly },
        { name: 'city', type: 'text', label: l('Ville', 'City'), ...readOnly },
      ],
    },
    { name: 'store', type: 'text', label: l('Magasin', 'Store'), ...readOnly },
    { name: 'answer', type: 'textarea', label: l('Réponse', 'Answer'), ...readOnly },
    { name: 'newsletter', type: 'checkbox', label: l('Accepte la lettre d’information', 'Newsletter'), ...readOnly },
  ],
}
