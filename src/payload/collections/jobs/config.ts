import type { CollectionConfig } from 'payload'
import { CONTRACTS, EXPERIENCES, FUNCTIONS } from '@/domain/careers/jobs'
import { isStaff, isStaffUser } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { slugField } from '@/payload/fields/slug'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

/** Job offers (spec "careers"): listed at /carrieres, filtered by the 4 URL segments. */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: l('Offre d’emploi', 'Job offer'), plural: l('Offres d’emploi', 'Job offers') },
  admin: {
    useAsTitle: 'title',
    group: l('Recrutement', 'Recruitment'),
    defaultColumns: ['title', 'contract', 'place', 'active', 'publishedAt'],
  },
  access: {
    read: ({ req }) => (isStaffUser(req.user) ? true : { active: { equals: true } }),
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  hooks: revalidateOn(TAGS.jobs, TAGS.pages),
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, label: l('Intitulé du poste', 'Job title') },
    slugField('title'),
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: l('Offre en ligne', 'Published'),
      admin: { position: 'sidebar' },
    },
    { name: 'publishedAt', type: 'date', label: l('Date de publication', 'Publication date'), admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        {
          name: 'contract',
          type: 'select',
          required: true,
          index: true,
          label: l('Contrat', 'Contract'),
          options: CONTRACTS.map((o) => ({ value: o.code, label: o.label })),
        },
        {
          name: 'function',
          type: 'select',
          required: true,
          index: true,
          label: l('Fonction', 'Function'),
          options: FUNCTIONS.map((o) => ({ value: o.code, label: o.label })),
        },
        {
          name: 'experience',
          type: 'select',
          required: true,
          index: true,
          label: l('Expérience', 'Experience'),
          options: EXPERIENCES.map((o) => ({ value: o.code, label: o.label })),
        },
      ],
    },
    {
      name: 'place',
      type: 'text',
      required: true,
      index: true,
      label: l('Lieu', 'Place'),
      admin: { description: l('Ville du poste, ex. « Lyon (69) ».', 'City, e.g. "Lyon (69)".') },
    },
    { name: 'summary', type: 'textarea', label: l('Résumé (liste des offres)', 'Summary') },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      label: l('Description', 'Description'),
      admin: {
        description: l(
          'Une ligne vide sépare les paragraphes ; une ligne commençant par « - » est une puce.',
          'Blank line between paragraphs; "- " starts a bullet.',
        ),
      },
    },
  ],
}
