import type { CollectionConfig } from 'payload'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'
import { TAGS } from '@/freshness'
import { revalidateOn } from '@/payload/hooks/revalidate'

/** Contest landing pages (spec GET /landing?technical_name, /landing/store?landing_id). */
export const Landings: CollectionConfig = {
  slug: 'landings',
  labels: { singular: l('Jeu-concours', 'Contest'), plural: l('Jeux-concours', 'Contests') },
  admin: { useAsTitle: 'title', group: l('Contenus', 'Content') },
  access: { read: () => true, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateOn(TAGS.landings),
  fields: [
    {
      name: 'technicalName',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Nom technique', 'Technical name'),
      admin: { description: l('Ex. « concours-2024 » : l’adresse de la page est /landing/concours-2024.', 'E.g. "concours-2024".') },
    },
    { name: 'title', type: 'text', required: true, label: l('Titre', 'Title') },
    { name: 'intro', type: 'textarea', label: l('Introduction', 'Introduction') },
    { name: 'question', type: 'text', required: true, label: l('Question du concours', 'Contest question') },
    {
      type: 'row',
      fields: [
        { name: 'opensAt', type: 'date', required: true, label: l('Ouverture', 'Opens') },
        { name: 'closesAt', type: 'date', required: true, label: l('Clôture', 'Closes') },
      ],
    },
    { name: 'rules', type: 'textarea', label: l('Règlement (résumé)', 'Rules (summary)') },
    {
      name: 'stores',
      type: 'array',
      label: l('Magasins participants', 'Participating stores'),
      labels: { singular: l('Magasin participant', 'Participating store'), plural: l('Magasins participants', 'Participating stores') },
      fields: [
        { name: 'name', type: 'text', required: true, label: l('Magasin', 'Store') },
        { name: 'city', type: 'text', required: true, label: l('Ville', 'City') },
      ],
    },
  ],
}
