import type { Field } from 'payload'
import { isTag, tagsFromInput } from '@/domain/content/tags'
import { l } from './label'

const TAG_MESSAGE = 'Une étiquette ne contient que des minuscules sans accents, des chiffres et des tirets (ex. : nouveaute).'

/**
 * The tags of a news item, a dossier or a FAQ question: typed as staff read them (« Nouveauté »),
 * saved in their address form (`nouveaute`) by `tagsFromInput`, which is what the site's filters
 * and their addresses use (decision 140). What cannot be made a tag is refused in French.
 */
export function tagsField(opts: { index?: boolean; description: { fr: string; en: string } }): Field {
  return {
    name: 'tags',
    type: 'text',
    hasMany: true,
    index: opts.index,
    label: l('Étiquettes', 'Tags'),
    admin: { position: 'sidebar', description: l(opts.description.fr, opts.description.en) },
    hooks: {
      beforeValidate: [({ value }) => (Array.isArray(value) ? tagsFromInput(value) : value)],
    },
    validate: (value: unknown) => (value == null || (Array.isArray(value) && value.every(isTag)) ? true : TAG_MESSAGE),
  }
}
