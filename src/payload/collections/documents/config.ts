import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/env'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

export const DOCUMENT_KINDS = [
  { value: 'FICHES_QCE', label: l('Fiche technique', 'Technical data sheet') },
  { value: 'FDS', label: l('Fiche de données de sécurité', 'Safety data sheet') },
  { value: 'DOP', label: l('Déclaration de performance', 'Declaration of performance') },
  { value: 'FDES', label: l('Fiche de déclaration environnementale', 'Environmental declaration') },
  { value: 'BROCHURE', label: l('Brochure', 'Brochure') },
] as const

/** PDF documents (technical and safety sheets…), checked by content on upload. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: l('Document', 'Document'), plural: l('Documents', 'Documents') },
  admin: { group: l('Médiathèque', 'Media library'), useAsTitle: 'title', defaultColumns: ['title', 'kind', 'filename', 'updatedAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.catalogue),
  upload: { staticDir: path.resolve(env.MEDIA_DIR, 'documents'), mimeTypes: ['application/pdf'] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: l('Titre', 'Title') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      label: l('Type de document', 'Document type'),
      options: DOCUMENT_KINDS.map((k) => ({ ...k })),
    },
  ],
}
