import type { CollectionConfig } from 'payload'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { personFields, readOnly } from '@/payload/fields/form-fields'

/**
 * Applications (to an offer or spontaneous). Personal data: readable by staff only,
 * created by the application endpoint only, deleted with their CV 2 years after the
 * last contact by the nightly purge task (CNIL, decision 068).
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: { singular: l('Candidature', 'Application'), plural: l('Candidatures', 'Applications') },
  admin: {
    useAsTitle: 'email',
    group: l('Recrutement', 'Recruitment'),
    defaultColumns: ['email', 'lastname', 'firstname', 'job', 'createdAt', 'lastContactAt'],
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  hooks: {
    // The CV goes with its application.
    afterDelete: [
      async ({ doc, req }) => {
        const cv = typeof doc.cv === 'object' && doc.cv ? doc.cv.id : doc.cv
        if (cv) await req.payload.delete({ collection: 'cvs', id: cv, req, overrideAccess: true }).catch(() => undefined)
      },
    ],
  },
  fields: [
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      label: l('Offre', 'Job offer'),
      admin: { readOnly: true, description: l('Vide : candidature spontanée.', 'Empty: spontaneous application.') },
    },
    ...personFields(),
    { name: 'function', type: 'text', label: l('Fonction souhaitée', 'Wished function'), ...readOnly },
    {
      type: 'row',
      fields: [
        { name: 'zipcode', type: 'text', label: l('Code postal', 'Postcode'), ...readOnly },
        { name: 'city', type: 'text', label: l('Ville', 'City'), ...readOnly },
      ],
    },
    { name: 'message', type: 'textarea', label: l('Message', 'Message'), ...readOnly },
    { name: 'cv', type: 'upload', relationTo: 'cvs', label: l('CV', 'CV'), ...readOnly },
    {
      name: 'lastContactAt',
      type: 'date',
      required: true,
      index: true,
      label: l('Dernier contact', 'Last contact'),
      admin: {
        position: 'sidebar',
        description: l(
          'Mettre à jour à chaque échange : la candidature est supprimée 2 ans après.',
          'Update on each exchange: deleted 2 years later.',
        ),
      },
    },
  ],
}
