import type { CollectionConfig } from 'payload'
import { l } from '@/payload/fields/label'

export const FORM_SUBMISSIONS = 'form-submissions'

/**
 * The keys of the public forms' submissions (decision 134): a form sent twice with the same
 * key (a double tap, a retry after a lost answer, the back button) is answered from here,
 * and its side effects (stored request, e-mails, training seats) happen once. Written and read
 * by the server only (`overrideAccess`); nobody reads it through the APIs or /admin. Kept a day.
 */
export const FormSubmissions: CollectionConfig = {
  slug: FORM_SUBMISSIONS,
  labels: { singular: l('Envoi de formulaire', 'Form submission'), plural: l('Envois de formulaires', 'Form submissions') },
  admin: { hidden: true, useAsTitle: 'key' },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, label: l('Clé', 'Key') },
    { name: 'form', type: 'text', required: true, label: l('Formulaire', 'Form') },
    { name: 'fingerprint', type: 'text', required: true, label: l('Empreinte du contenu', 'Content fingerprint') },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      label: l('État', 'Status'),
      options: [
        { value: 'pending', label: l('En cours', 'In progress') },
        { value: 'done', label: l('Traité', 'Done') },
      ],
    },
    { name: 'response', type: 'json', label: l('Réponse', 'Response') },
  ],
}
