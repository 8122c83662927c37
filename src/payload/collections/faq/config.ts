import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { targetsField } from '@/payload/fields/targets'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

const TAG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Questions of the FAQ page (`/foire-aux-questions`, filtered by tag) and of the
 * « extrait de FAQ » block. The answer is plain text (paragraphs separated by blank
 * lines) so that the search engine can index it as is.
 */
export const Faq: CollectionConfig = {
  slug: 'faq',
  labels: { singular: l('Question de la FAQ', 'FAQ entry'), plural: l('FAQ', 'FAQ') },
  admin: { useAsTitle: 'question', group: l('Contenus', 'Content'), defaultColumns: ['question', 'tags', 'targets', 'order', '_status'] },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 10 },
  hooks: revalidateOn(TAGS.faq),
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true, label: l('Question', 'Question') },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      localized: true,
      label: l('Réponse', 'Answer'),
      admin: { description: l('Texte simple ; une ligne vide sépare les paragraphes.', 'Plain text; a blank line separates paragraphs.') },
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      index: true,
      label: l('Étiquettes', 'Tags'),
      admin: {
        position: 'sidebar',
        description: l(
          'Minuscules et tirets (ex. : sechage) : elles filtrent la page FAQ.',
          'Lower case and hyphens: they filter the FAQ page.',
        ),
      },
      validate: (value: unknown) =>
        value == null || (Array.isArray(value) && value.every((tag) => typeof tag === 'string' && TAG_RE.test(tag)))
          ? true
          : 'Une étiquette ne contient que des minuscules, des chiffres et des tirets.',
    },
    targetsField(),
    { name: 'order', type: 'number', defaultValue: 0, index: true, label: l('Ordre', 'Order'), admin: { position: 'sidebar' } },
  ],
}
