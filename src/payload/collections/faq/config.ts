import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { tagsField } from '@/payload/fields/tags'
import { targetsField } from '@/payload/fields/targets'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

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
    tagsField({
      index: true,
      description: {
        fr: 'Écrites comme vous les lisez (ex. : Séchage), enregistrées en minuscules sans accents (sechage) : elles filtrent la page FAQ.',
        en: 'Typed as you read them, saved in lower case without accents: they filter the FAQ page.',
      },
    }),
    targetsField(),
    { name: 'order', type: 'number', defaultValue: 0, index: true, label: l('Ordre', 'Order'), admin: { position: 'sidebar' } },
  ],
}
