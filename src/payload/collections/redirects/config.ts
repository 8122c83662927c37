import type { CollectionConfig, PayloadRequest } from 'payload'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'
import { validateRedirectTarget } from './target'

/** Legacy permanent redirects (spec §2): literal `from` (query string included) → `to`. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: l('Redirection', 'Redirect'), plural: l('Redirections', 'Redirects') },
  admin: { useAsTitle: 'from', group: l('Site', 'Site'), defaultColumns: ['from', 'to', 'code'], listSearchableFields: ['from', 'to'] },
  // Only staff read the table through the API; the edge loads it server-side.
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.redirects),
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Ancienne adresse (chemin, avec la requête éventuelle)', 'Old address (path, with query string)'),
      validate: (v: unknown) => (typeof v === 'string' && v.startsWith('/') ? true : 'L’ancienne adresse doit commencer par « / ».'),
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: l('Nouvelle adresse', 'New address'),
      admin: {
        description: l(
          'Une adresse du site (« /fr/… ») qui mène à une page existante, ou une adresse externe (« https://… »).',
          'An address of the site (“/fr/…”) that leads to an existing page, or an external address (“https://…”).',
        ),
      },
      validate: (v: unknown, { req }: { req: PayloadRequest }) => validateRedirectTarget(v, req),
    },
    {
      name: 'code',
      type: 'select',
      required: true,
      defaultValue: '301',
      label: l('Code HTTP', 'HTTP status'),
      options: [
        { value: '301', label: '301 (permanente)' },
        { value: '302', label: '302 (temporaire)' },
      ],
    },
  ],
}
