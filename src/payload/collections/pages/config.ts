import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '@/payload/access/rules'
import { editorialFields } from '@/payload/fields/editorial'
import { l } from '@/payload/fields/label'
import { slugField } from '@/payload/fields/slug'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

export const PAGE_TYPES = ['generic', 'actualite', 'job'] as const

/** CMS pages, reached by the catch-all route through their slug (spec §2). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: l('Page', 'Page'), plural: l('Pages', 'Pages') },
  admin: {
    useAsTitle: 'title',
    group: l('Contenus', 'Content'),
    defaultColumns: ['title', 'slug', 'type', '_status', 'updatedAt'],
    // « Aperçu »: the draft as the site renders it, for logged-in staff only (decision 060).
    preview: (doc, { locale }) => (typeof doc.id === 'number' ? `/${locale === 'en' ? 'en' : 'fr'}/preview/${doc.id}` : null),
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: revalidateOn(TAGS.pages, TAGS.navigation),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: l('Titre', 'Title') },
    slugField('title'),
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'generic',
      index: true,
      label: l('Type technique', 'Technical type'),
      options: [
        { value: 'generic', label: l('Page', 'Page') },
        { value: 'actualite', label: l('Actualité', 'News item') },
        { value: 'job', label: l('Offre d’emploi', 'Job offer') },
      ],
      admin: { position: 'sidebar' },
    },
    ...editorialFields(),
  ],
}
