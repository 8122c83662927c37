import type { CollectionConfig } from 'payload'
import { DOSSIER_TYPES } from '@/domain/routing/routes'
import { isStaff, publishedOrStaff } from '@/payload/access/rules'
import { editorialFields } from '@/payload/fields/editorial'
import { l } from '@/payload/fields/label'
import { slugField } from '@/payload/fields/slug'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

const TYPE_LABELS: Record<(typeof DOSSIER_TYPES)[number], { fr: string; en: string }> = {
  video: l('Vidéo', 'Video'),
  'fiche-pratique': l('Fiche pratique', 'Worksheet'),
  tutoriel: l('Tutoriel', 'Tutorial'),
}

/**
 * Guides (« dossiers », spec §2): `/dossier/{slug}`, listed at `/dossier` and
 * `/dossier/{type}`. Same blocks as the CMS pages.
 */
export const Dossiers: CollectionConfig = {
  slug: 'dossiers',
  labels: { singular: l('Dossier', 'Guide'), plural: l('Dossiers', 'Guides') },
  admin: {
    useAsTitle: 'title',
    group: l('Contenus', 'Content'),
    defaultColumns: ['title', 'slug', 'type', '_status', 'updatedAt'],
    preview: (doc, { locale }) =>
      typeof doc.id === 'number' ? `/${locale === 'en' ? 'en' : 'fr'}/preview/${doc.id}?collection=dossiers` : null,
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: revalidateOn(TAGS.dossiers),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: l('Titre', 'Title') },
    slugField('title'),
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'fiche-pratique',
      label: l('Type', 'Type'),
      options: DOSSIER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    ...editorialFields(),
  ],
}
