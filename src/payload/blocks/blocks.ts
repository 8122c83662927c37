import type { Block } from 'payload'
import { l } from '@/payload/fields/label'
import { tagsFromInput } from '@/domain/content/tags'

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
      labels: { singular: l('Push', 'Push'), plural: l('Pushs', 'Pushes') },
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

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/** YouTube video, shown behind the video-consent placeholder (youtube-nocookie.com). */
export const VideoBlock: Block = {
  slug: 'video',
  labels: { singular: l('Vidéo YouTube', 'YouTube video'), plural: l('Vidéos YouTube', 'YouTube videos') },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: l('Titre de la vidéo', 'Video title') },
    {
      name: 'youtubeId',
      type: 'text',
      required: true,
      label: l('Identifiant YouTube', 'YouTube id'),
      admin: {
        description: l('Les 11 caractères après « v= » dans l’adresse de la vidéo.', 'The 11 characters after "v=" in the video address.'),
      },
      validate: (value: unknown) =>
        typeof value === 'string' && YOUTUBE_ID.test(value) ? true : 'Identifiant YouTube invalide : 11 lettres, chiffres, « - » ou « _ ».',
    },
    { name: 'caption', type: 'textarea', localized: true, label: l('Légende', 'Caption') },
  ],
}

export const DownloadsBlock: Block = {
  slug: 'downloads',
  labels: { singular: l('Téléchargements', 'Downloads'), plural: l('Téléchargements', 'Downloads') },
  fields: [
    { name: 'title', type: 'text', localized: true, label: l('Titre', 'Title') },
    { name: 'documents', type: 'relationship', relationTo: 'documents', hasMany: true, required: true, label: l('Documents', 'Documents') },
  ],
}

export const FaqExtractBlock: Block = {
  slug: 'faqExtract',
  labels: { singular: l('Extrait de FAQ', 'FAQ extract'), plural: l('Extraits de FAQ', 'FAQ extracts') },
  fields: [
    { name: 'title', type: 'text', localized: true, label: l('Titre', 'Title') },
    {
      name: 'tag',
      type: 'text',
      label: l('Étiquette', 'Tag'),
      admin: {
        description: l(
          'Les questions de cette étiquette (si aucune question n’est choisie), écrite comme vous la lisez (ex. : Séchage).',
          'Questions with this tag (when none is chosen), typed as you read it.',
        ),
      },
      // Saved in its address form, as the questions' tags are (decision 140).
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (tagsFromInput([value])[0] ?? null) : value)] },
    },
    { name: 'questions', type: 'relationship', relationTo: 'faq', hasMany: true, label: l('Questions choisies', 'Chosen questions') },
    { name: 'limit', type: 'number', defaultValue: 5, min: 1, max: 20, label: l('Nombre maximum', 'Maximum number') },
  ],
}

export const TestimoniesBlock: Block = {
  slug: 'testimonies',
  labels: { singular: l('Témoignages', 'Testimonies'), plural: l('Témoignages', 'Testimonies') },
  fields: [
    { name: 'title', type: 'text', localized: true, label: l('Titre', 'Title') },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      label: l('Témoignages', 'Testimonies'),
      labels: { singular: l('Témoignage', 'Testimony'), plural: l('Témoignages', 'Testimonies') },
      fields: [
        { name: 'quote', type: 'textarea', required: true, localized: true, label: l('Citation', 'Quote') },
        { name: 'author', type: 'text', required: true, label: l('Auteur', 'Author') },
        { name: 'role', type: 'text', localized: true, label: l('Métier, ville', 'Trade, town') },
      ],
    },
  ],
}

export const SliderBlock: Block = {
  slug: 'slider',
  labels: { singular: l('Carrousel', 'Slider'), plural: l('Carrousels', 'Sliders') },
  fields: [
    { name: 'title', type: 'text', localized: true, label: l('Titre', 'Title') },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      label: l('Diapositives', 'Slides'),
      labels: { singular: l('Diapositive', 'Slide'), plural: l('Diapositives', 'Slides') },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: l('Image', 'Image') },
        { name: 'title', type: 'text', required: true, localized: true, label: l('Titre', 'Title') },
        { name: 'text', type: 'textarea', localized: true, label: l('Texte', 'Text') },
        { name: 'link', type: 'text', label: l('Lien', 'Link') },
        { name: 'label_link', type: 'text', localized: true, label: l('Libellé du lien', 'Link label') },
      ],
    },
  ],
}

export const PAGE_BLOCKS: Block[] = [
  RichTextBlock,
  ImageBlock,
  PushesBlock,
  CallToActionBlock,
  VideoBlock,
  DownloadsBlock,
  FaqExtractBlock,
  TestimoniesBlock,
  SliderBlock,
]
