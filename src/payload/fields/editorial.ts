import type { Field } from 'payload'
import { PAGE_BLOCKS } from '@/payload/blocks/blocks'
import { l } from './label'
import { tagsField } from './tags'
import { targetsField } from './targets'

/** The fields every editorial document shares (pages, dossiers): audiences, date, tags, excerpt, cover and the block layout. */
export function editorialFields(): Field[] {
  return [
    targetsField(),
    {
      name: 'publishedAt',
      type: 'date',
      label: l('Date de publication', 'Publication date'),
      admin: {
        position: 'sidebar',
        description: l(
          'Laissée vide, la date de la première publication : les actualités sont classées par cette date.',
          'Left empty, the date of the first publication: news items are sorted by it.',
        ),
      },
      // A news item published without a date sank below every dated one (decision 140).
      hooks: {
        beforeChange: [({ value, data }) => value ?? (data?._status === 'published' ? new Date().toISOString() : value)],
      },
    },
    tagsField({
      description: {
        fr: 'Écrites comme vous les lisez (ex. : Nouveauté), enregistrées en minuscules sans accents (nouveaute) : elles filtrent les actualités.',
        en: 'Typed as you read them (e.g. Nouveauté), saved in lower case without accents (nouveaute): they filter the news.',
      },
    }),
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
