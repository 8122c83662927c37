import type { Field } from 'payload'
import { PAGE_BLOCKS } from '@/payload/blocks/blocks'
import { l } from './label'
import { targetsField } from './targets'

/** The fields every editorial document shares (pages, dossiers): audiences, date, tags, excerpt, cover and the block layout. */
export function editorialFields(): Field[] {
  return [
    targetsField(),
    { name: 'publishedAt', type: 'date', label: l('Date de publication', 'Publication date'), admin: { position: 'sidebar' } },
    { name: 'tags', type: 'text', hasMany: true, label: l('Étiquettes', 'Tags'), admin: { position: 'sidebar' } },
    { name: 'excerpt', type: 'textarea', localized: true, label: l('Chapô', 'Excerpt') },
    { name: 'cover', type: 'upload', relationTo: 'media', label: l('Visuel', 'Cover') },
    {
      name: 'layout',
      type: 'blocks',
      blocks: PAGE_BLOCKS,
      label: l('Contenu', 'Content'),
      labels: { singular: l('Bloc', 'Block'), plural: l('Blocs', 'Blocks') },
    },
  ]
}
