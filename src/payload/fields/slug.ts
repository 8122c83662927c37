import type { Field, FieldHook } from 'payload'
import { slugify } from '@/domain/format/slug'
import { l } from './label'

const SLUG_RE = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/

const fillSlug =
  (from: string): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.length > 0) return value
    const source = data?.[from]
    return typeof source === 'string' ? slugify(source) : value
  }

/** URL slug, filled from another field when left empty; spec §5 charset. */
export const slugField = (from = 'name', opts: { unique?: boolean } = {}): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: opts.unique ?? true,
  index: true,
  label: l('Slug (adresse)', 'Slug'),
  admin: {
    position: 'sidebar',
    description: l('Minuscules, chiffres, tirets et barres obliques.', 'Lower case, digits, hyphens and slashes.'),
  },
  hooks: { beforeValidate: [fillSlug(from)] },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG_RE.test(value)
      ? true
      : 'Le slug ne peut contenir que des minuscules, des chiffres, des tirets et des barres obliques.',
})
