import type { CollectionConfig, Field } from 'payload'
import { anyone, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

export const MENU_LINK_TYPES = ['external_url', 'cms_page', 'no_destination', 'code', 'slug'] as const

const pushFields: Field[] = [
  { name: 'titre', type: 'text', required: true, localized: true, label: l('Titre', 'Title') },
  { name: 'text', type: 'textarea', localized: true, label: l('Texte', 'Text') },
  { name: 'visuel', type: 'upload', relationTo: 'media', label: l('Visuel', 'Image') },
  { name: 'link', type: 'text', label: l('Lien (chemin ou adresse)', 'Link (path or address)') },
  { name: 'label_link', type: 'text', localized: true, label: l('Libellé du lien', 'Link label') },
]

/** A menu entry (spec §2 "Menu entry types", §3 "Menu link"), nested `depth` levels deep. */
function linkFields(depth: number): Field[] {
  const fields: Field[] = [
    { name: 'label', type: 'text', required: true, localized: true, label: l('Libellé', 'Label') },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'slug',
          label: l('Type de lien', 'Link type'),
          options: [
            { value: 'slug', label: l('Chemin du site', 'Site path') },
            { value: 'code', label: l('Code (page ou action)', 'Code (page or action)') },
            { value: 'cms_page', label: l('Page de contenu', 'Content page') },
            { value: 'external_url', label: l('Adresse externe', 'External address') },
            { value: 'no_destination', label: l('Sans destination (titre)', 'No destination (heading)') },
          ],
        },
        { name: 'color', type: 'text', label: l('Couleur', 'Colour'), admin: { width: '20%' } },
      ],
    },
    {
      name: 'slug',
      type: 'text',
      label: l('Chemin après /{langue}/{cible}/', 'Path after /{locale}/{target}/'),
      admin: {
        condition: (_, s) => s?.type === 'slug',
        description: l('Ex. categorie/enduits-de-lissage', 'E.g. categorie/enduits-de-lissage'),
      },
    },
    {
      name: 'code',
      type: 'text',
      label: l('Code', 'Code'),
      admin: {
        condition: (_, s) => s?.type === 'code',
        description: l(
          'Nom de route (ex. storeLocator) ou guide_de_choix pour ouvrir le guide.',
          'Route name (e.g. storeLocator) or guide_de_choix to open the guide.',
        ),
      },
    },
    { name: 'url', type: 'text', label: l('Adresse', 'Address'), admin: { condition: (_, s) => s?.type === 'external_url' } },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      label: l('Page', 'Page'),
      admin: { condition: (_, s) => s?.type === 'cms_page' },
    },
    { name: 'cover', type: 'upload', relationTo: 'media', label: l('Visuel', 'Cover') },
    { name: 'extract', type: 'textarea', localized: true, label: l('Extrait', 'Extract') },
  ]
  if (depth === 0) {
    fields.push({
      name: 'pushes',
      type: 'array',
      label: l('Pushs promotionnels', 'Promotional pushes'),
      labels: { singular: l('Push promotionnel', 'Promotional push'), plural: l('Pushs promotionnels', 'Promotional pushes') },
      fields: pushFields,
    })
  }
  // The spec calls nested links `childs`; the database layer cannot nest two arrays of the
  // same name, so the third level is stored as `links` and read back as childs.
  if (depth < 2) {
    fields.push({
      name: depth === 0 ? 'childs' : 'links',
      type: 'array',
      label: l('Sous-liens', 'Child links'),
      labels: { singular: l('Sous-lien', 'Child link'), plural: l('Sous-liens', 'Child links') },
      fields: linkFields(depth + 1),
    })
  }
  return fields
}

/** Menus chosen by code: menu_{target}, menu_prefooter_{target}, menu_footer_{target}. */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: { singular: l('Menu', 'Menu'), plural: l('Menus', 'Menus') },
  admin: { useAsTitle: 'code', group: l('Site', 'Site') },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.navigation),
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, label: l('Code', 'Code') },
    { name: 'title', type: 'text', localized: true, label: l('Titre', 'Title') },
    {
      name: 'items',
      type: 'array',
      label: l('Liens', 'Links'),
      labels: { singular: l('Lien', 'Link'), plural: l('Liens', 'Links') },
      fields: linkFields(0),
    },
  ],
}
