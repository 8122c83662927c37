import type { CollectionConfig } from 'payload'
import { PROFILES, SUBJECTS } from '@/domain/forms/options'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { countryField, personFields, readOnly } from '@/payload/fields/form-fields'

/** Messages of the contact form (spec "contact"); staff only. */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: l('Demande de contact', 'Contact request'), plural: l('Demandes de contact', 'Contact requests') },
  admin: { useAsTitle: 'email', group: l('Demandes', 'Requests'), defaultColumns: ['lastname', 'subject', 'profile', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'subject',
      type: 'select',
      required: true,
      label: l('Objet', 'Subject'),
      options: SUBJECTS.map((s) => ({ value: s.code, label: s.label })),
      ...readOnly,
    },
    {
      name: 'profile',
      type: 'select',
      required: true,
      label: l('Profil', 'Profile'),
      options: PROFILES.map((p) => ({ value: p.code, label: p.label })),
      ...readOnly,
    },
    { name: 'sentTo', type: 'email', label: l('Transmis à', 'Sent to'), ...readOnly },
    ...personFields(),
    { name: 'company', type: 'text', label: l('Société', 'Company'), ...readOnly },
    {
      type: 'row',
      fields: [
        { name: 'zipcode', type: 'text', label: l('Code postal', 'Postcode'), ...readOnly },
        { name: 'city', type: 'text', label: l('Ville', 'City'), ...readOnly },
        countryField(),
      ],
    },
    { name: 'message', type: 'textarea', required: true, label: l('Message', 'Message'), ...readOnly },
    { name: 'handled', type: 'checkbox', defaultValue: false, label: l('Traitée', 'Handled'), admin: { position: 'sidebar' } },
  ],
}
