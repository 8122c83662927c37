import type { CollectionConfig } from 'payload'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

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
      validate: (v: unknown) =>
        typeof v === 'string' && (v.startsWith('/') || /^https?:\/\//.test(v))
          ? true
          : 'La nouvelle adresse doit commencer par « / » ou « https:// ».',
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
