import type { CollectionConfig } from 'payload'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { personFields, readOnly } from '@/payload/fields/form-fields'

/** Worksite start declarations (spec "construction-starts"); staff only. */
export const WorksiteStarts: CollectionConfig = {
  slug: 'worksite-starts',
  labels: { singular: l('Démarrage de chantier', 'Worksite start'), plural: l('Démarrages de chantier', 'Worksite starts') },
  admin: {
    useAsTitle: 'worksiteCompany',
    group: l('Demandes', 'Requests'),
    defaultColumns: ['worksiteCompany', 'city', 'period', 'createdAt'],
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    { name: 'worksiteCompany', type: 'text', required: true, label: l('Entreprise du chantier', 'Worksite company'), ...readOnly },
    { name: 'siret', type: 'text', required: true, label: l('SIRET', 'SIRET'), ...readOnly },
    ...personFields(),
    { name: 'address', type: 'text', required: true, label: l('Adresse du chantier', 'Worksite address'), ...readOnly },
    {
      type: 'row',
      fields: [
        { name: 'zipcode', type: 'text', label: l('Code postal', 'Postcode'), ...readOnly },
        { name: 'city', type: 'text', label: l('Ville', 'City'), ...readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'period', type: 'text', label: l('Mois de démarrage', 'Start month'), ...readOnly },
        { name: 'surface', type: 'number', label: l('Surface (m²)', 'Area (m²)'), ...readOnly },
      ],
    },
    { name: 'message', type: 'textarea', label: l('Message', 'Message'), ...readOnly },
    { name: 'handled', type: 'checkbox', defaultValue: false, label: l('Traitée', 'Handled'), admin: { position: 'sidebar' } },
  ],
}
