import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

/**
 * Settings (spec §3): a code and a list of values, the first value holding the value.
 * Known codes: brand_name, phone, link_enduit_pro, link_enduit_part, link_facebook,
 * link_youtube, link_pinterest, link_instagram, link_linkedin, regional_sites, company_legal,
 * company_address, company_plants (the company's facts, keyed values: decision 101)…
 */
export const Settings: CollectionConfig = {
  slug: 'settings',
  labels: { singular: l('Paramètre', 'Setting'), plural: l('Paramètres', 'Settings') },
  admin: { useAsTitle: 'code', group: l('Site', 'Site'), defaultColumns: ['code', 'description'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.site, TAGS.navigation),
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Code', 'Code'),
      validate: (v: unknown) =>
        typeof v === 'string' && /^[a-z0-9_]+$/.test(v) ? true : 'Le code ne contient que des minuscules, chiffres et « _ ».',
    },
    { name: 'description', type: 'text', label: l('Description', 'Description') },
    {
      name: 'values',
      type: 'array',
      required: true,
      minRows: 1,
      label: l('Valeurs', 'Values'),
      labels: { singular: l('Valeur', 'Value'), plural: l('Valeurs', 'Values') },
      fields: [
        { name: 'value', type: 'text', localized: true, label: l('Valeur', 'Value') },
        { name: 'key', type: 'text', label: l('Clé (ex. code pays)', 'Key (e.g. country code)') },
        { name: 'label', type: 'text', localized: true, label: l('Libellé', 'Label') },
      ],
    },
  ],
}
