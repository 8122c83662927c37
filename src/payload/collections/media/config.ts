import path from 'node:path'
import type { CollectionConfig, Field } from 'payload'
import { env } from '@/env'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'
import { refuseDeletionWhileUsed } from './in-use'

/**
 * Payload's own `mimeType` upload field (merged with it: same column), labelled in French
 * rather than "MIME Type" for the list's columns and filters.
 */
export const mimeTypeField = (): Field => ({
  name: 'mimeType',
  type: 'text',
  label: l('Type de fichier', 'File type'),
  admin: { hidden: true, readOnly: true },
})

/** Images. Each size exists in the original format and in webp (spec: url + webp). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: l('Image', 'Image'), plural: l('Images', 'Images') },
  admin: {
    group: l('Médiathèque', 'Media library'),
    useAsTitle: 'alt',
    // Not Payload's first fields, which include the storage plugin's internal `prefix` and `_objectKey`.
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
    listSearchableFields: ['alt', 'title', 'filename'],
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  // An image still shown by a page, a product, a category, a menu… is not deleted: the refusal names them (decision 139).
  hooks: { ...revalidateOn(TAGS.catalogue, TAGS.pages, TAGS.navigation), beforeDelete: [refuseDeletionWhileUsed] },
  upload: {
    staticDir: path.resolve(env.MEDIA_DIR, 'images'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    focalPoint: true,
    imageSizes: [
      { name: 'card', width: 240, height: 240, fit: 'contain', background: '#ffffff' },
      {
        name: 'cardWebp',
        width: 240,
        height: 240,
        fit: 'contain',
        background: '#ffffff',
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
      { name: 'push', width: 370, height: 300, position: 'centre' },
      { name: 'pushWebp', width: 370, height: 300, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'large', width: 800, height: 800, fit: 'inside', withoutEnlargement: true },
      {
        name: 'largeWebp',
        width: 800,
        height: 800,
        fit: 'inside',
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
    ],
    adminThumbnail: 'card',
  },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true, label: l('Texte alternatif', 'Alternative text') },
    { name: 'title', type: 'text', localized: true, label: l('Titre', 'Title') },
    mimeTypeField(),
  ],
}
