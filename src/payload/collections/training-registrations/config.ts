import type { CollectionConfig } from 'payload'
import { isStaff } from '@/payload/access/rules'
import { releaseSeats } from '@/payload/collections/training-sessions/seats'
import { l } from '@/payload/fields/label'
import { civilityField, personFields, readOnly } from '@/payload/fields/form-fields'

/** Registrations to a training session (spec "training-inscription"); staff only. */
export const TrainingRegistrations: CollectionConfig = {
  slug: 'training-registrations',
  labels: {
    singular: l('Inscription à une formation', 'Training registration'),
    plural: l('Inscriptions aux formations', 'Training registrations'),
  },
  admin: { useAsTitle: 'company', group: l('Formations', 'Trainings'), defaultColumns: ['company', 'session', 'count', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
  defaultSort: '-createdAt',
  hooks: {
    // A cancelled registration frees its seats.
    afterDelete: [
      async ({ doc, req }) => {
        const session = typeof doc.session === 'object' && doc.session ? doc.session.id : doc.session
        const count = Number(doc.count) || 0
        if (!session || count === 0) return
        await releaseSeats(req.payload, Number(session), count)
      },
    ],
  },
  fields: [
    { name: 'session', type: 'relationship', relationTo: 'training-sessions', required: true, label: l('Session', 'Session'), ...readOnly },
    { name: 'count', type: 'number', required: true, label: l('Nombre de participants', 'Participants'), ...readOnly },
    { name: 'company', type: 'text', required: true, label: l('Société', 'Company'), ...readOnly },
    { name: 'siret', type: 'text', required: true, label: l('SIRET', 'SIRET'), ...readOnly },
    { name: 'function', type: 'text', label: l('Fonction', 'Function'), ...readOnly },
    ...personFields(),
    {
      name: 'participants',
      type: 'array',
      label: l('Participants', 'Participants'),
      labels: { singular: l('Participant', 'Participant'), plural: l('Participants', 'Participants') },
      ...readOnly,
      fields: [
        civilityField(),
        { name: 'lastname', type: 'text', required: true, label: l('Nom', 'Last name') },
        { name: 'firstname', type: 'text', required: true, label: l('Prénom', 'First name') },
        { name: 'function', type: 'text', label: l('Fonction', 'Function') },
      ],
    },
  ],
}
