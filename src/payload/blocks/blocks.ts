import type { Block } from 'payload'
import { l } from '@/payload/fields/label'

export const RichTextBlock: Block = {
  slug: 'richText',
  labels: { singular: l('Texte', 'Text'), plural: l('Textes', 'Texts') },
  fields: [{ name: 'content', type: 'richText', required: true, localized: true, label: l('Contenu', 'Content') }],
}

export const ImageBlock: Block = {
  slug: 'image',
  labels: { singular: l('Image', 'Image'), plural: l('Images', 'Images') },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: l('Image', 'Image') },
    { name: 'caption', type: 'text', localized: true, label: l('Légende', 'Caption') },
  ],
}

export const PushesBlock: Block = {
  slug: 'pushes',
  labels: { singular: l('Pushs', 'Pushes'), plural: l('Pushs', 'Pushes') },
  fields: [
    { name: 'title', type: 'text', localized: true, label: l('Titre', 'Title') },
    {
      name: 'items',
      type: 'array',
      label: l('Pushs', 'Pushes'),
      fields: [
        { name: 'titre', type: 'text', required: true, localized: true, label: l('Titre', 'Title') },
        { name: 'text', type: 'textarea', localized: true, label: l('Texte', 'Text') },
        { name: 'visuel', type: 'upload', relationTo: 'media', label: l('Visuel', 'Image') },
        { name: 'link', type: 'text', label: l('Lien', 'Link') },
        { name: 'label_link', type: 'text', localized: true, label: l('Libellé du lien', 'Link label') },
      ],
    },
  ],
}

export const CallToActionBlock: Block = {
  slug: 'cta',
  labels: { singular: l('Appel à l’action', 'Call to action'), plural: l('Appels à l’action', 'Calls to action') },
  fields: [
    { name: 'text', type: 'textarea', required: true, localized: true, label: l('Texte', 'Text') },
    { name: 'label', type: 'text', required: true, localized: true, label: l('Libellé du bouton', 'Button label') },
    { name: 'link', type: 'text', required: true, label: l('Lien', 'Link') },
  ],
}

export const PAGE_BLOCKS: Block[] = [RichTextBlock, ImageBlock, PushesBlock, CallToActionBlock]
