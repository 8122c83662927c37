import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { candidatesWhere, inUseMessage, listUses, pointsAt, type Reference, referencesTo, selectFor } from './in-use'

/** Fields as Payload flattens them (rows and unnamed tabs gone, named tabs as `tab`). */
type F = Record<string, unknown>
const upload = (name: string, extra: F = {}): F => ({ name, type: 'upload', relationTo: 'media', ...extra })
const text = (name: string, extra: F = {}): F => ({ name, type: 'text', ...extra })
const array = (name: string, flattenedFields: F[], extra: F = {}): F => ({ name, type: 'array', flattenedFields, ...extra })
const block = (slug: string, flattenedFields: F[]): F => ({ slug, flattenedFields, fields: [] })
const blocks = (name: string, list: F[], extra: F = {}): F => ({ name, type: 'blocks', blocks: list, ...extra })

function configOf(collections: Record<string, F[]>, more: { globals?: Record<string, F[]>; blocks?: F[] } = {}): SanitizedConfig {
  return {
    collections: Object.entries(collections).map(([slug, flattenedFields]) => ({ slug, flattenedFields })),
    globals: Object.entries(more.globals ?? {}).map(([slug, flattenedFields]) => ({ slug, flattenedFields })),
    blocks: more.blocks ?? [],
  } as unknown as SanitizedConfig
}

const pathOf = (reference: Reference) =>
  [
    reference.owner.slug,
    ...reference.steps.map((step) => (step.kind === 'blocks' ? `${step.name}[${step.block}]` : step.name)),
    reference.field.name,
  ].join('.')

describe('the fields that can point at an image', () => {
  const hero = block('hero', [upload('image'), text('caption')])
  const config = configOf(
    {
      products: [
        text('name'),
        upload('cover'),
        array('medias', [text('kind'), upload('image', { required: true })]),
        { name: 'seo', type: 'tab', flattenedFields: [upload('ogImage')] },
        { name: 'gallery', type: 'relationship', relationTo: 'media', hasMany: true },
        { name: 'related', type: 'relationship', relationTo: 'products' },
        { name: 'anything', type: 'relationship', relationTo: ['documents', 'media'] },
        upload('sheet', { relationTo: 'documents' }),
      ],
      pages: [
        blocks('layout', [
          block('richText', [{ name: 'content', type: 'richText', localized: true }]),
          block('slider', [array('slides', [upload('image')])]),
          block('quote', [text('image')]),
          block('picture', [upload('image')]),
        ]),
        { name: 'aside', type: 'blocks', blocks: [], blockReferences: ['hero'] },
        array('translated', [upload('image', { localized: true })], { localized: true }),
        blocks('files', [block('downloads', [upload('images', { hasMany: true })]), block('more', [upload('gallery', { hasMany: true })])]),
      ],
      'payload-locked-documents': [{ name: 'document', type: 'relationship', relationTo: ['media', 'pages'] }],
    },
    { globals: { footer: [upload('logo')] }, blocks: [hero] },
  )
  const references = referencesTo(config, 'media')
  const find = (path: string) => references.find((reference) => pathOf(reference) === path)!

  it('walks tabs, groups, arrays, blocks (inline and by reference) and globals, never Payload’s bookkeeping', () => {
    expect(references.map(pathOf)).toEqual([
      'products.cover',
      'products.medias.image',
      'products.seo.ogImage',
      'products.gallery',
      'products.anything',
      'pages.layout[richText].content',
      'pages.layout[slider].slides.image',
      'pages.layout[picture].image',
      'pages.aside[hero].image',
      'pages.translated.image',
      'pages.files[downloads].images',
      'pages.files[more].gallery',
      'footer.logo',
    ])
    expect(find('footer.logo').owner).toEqual({ kind: 'global', slug: 'footer' })
    expect(find('products.anything').field).toMatchObject({ polymorphic: true })
    expect(find('products.gallery').field).toMatchObject({ hasMany: true })
    // Localized once: the array is, its image inside it is not again.
    expect(find('pages.translated.image').steps[0]).toMatchObject({ localized: true })
    expect(find('pages.translated.image').field.localized).toBe(false)
  })

  it('asks the database by path where it reads that field, else the documents having the block', () => {
    expect(candidatesWhere(find('products.medias.image'), 7, config)).toEqual({ 'medias.image': { equals: 7 } })
    expect(candidatesWhere(find('products.seo.ogImage'), 7, config)).toEqual({ 'seo.ogImage': { equals: 7 } })
    expect(candidatesWhere(find('products.anything'), 7, config)).toEqual({ 'anything.value': { equals: 7 } })
    expect(candidatesWhere(find('pages.layout[slider].slides.image'), 7, config)).toEqual({ 'layout.slides.image': { equals: 7 } })
    // `layout.image` is the `quote` block's text for Payload's adapter (the first block with an `image`).
    expect(candidatesWhere(find('pages.layout[picture].image'), 7, config)).toEqual({ 'layout.blockType': { equals: 'picture' } })
    expect(candidatesWhere(find('pages.layout[richText].content'), 7, config)).toEqual({ 'layout.blockType': { equals: 'richText' } })
    // Many values (the relationships table): found by path in the first block of the list only.
    expect(candidatesWhere(find('pages.files[downloads].images'), 7, config)).toEqual({ 'files.images': { equals: 7 } })
    expect(candidatesWhere(find('pages.files[more].gallery'), 7, config)).toEqual({ 'files.blockType': { equals: 'more' } })
  })

  it('reads only the fields it checks', () => {
    expect(selectFor(find('pages.layout[slider].slides.image'))).toEqual({ layout: { slider: { slides: { image: true } } } })
    expect(selectFor(find('products.seo.ogImage'))).toEqual({ seo: { ogImage: true } })
  })

  it('decides in the document itself, in every locale, block by block', () => {
    const picture = find('pages.layout[picture].image')
    const page = {
      id: 3,
      layout: [
        { blockType: 'quote', image: '7' },
        { blockType: 'picture', image: 8 },
      ],
    }
    expect(pointsAt(page, picture, 'media', 7)).toBe(false)
    expect(pointsAt(page, picture, 'media', 8)).toBe(true)
    const translated = find('pages.translated.image')
    expect(pointsAt({ translated: { fr: [{ image: 4 }], en: [{ image: 9 }] } }, translated, 'media', 9)).toBe(true)
    expect(pointsAt({ translated: { fr: [{ image: 4 }], en: null } }, translated, 'media', 9)).toBe(false)
    const gallery = find('products.gallery')
    expect(pointsAt({ gallery: [1, { id: 2 }] }, gallery, 'media', 2)).toBe(true)
    const anything = find('products.anything')
    expect(pointsAt({ anything: { relationTo: 'documents', value: 7 } }, anything, 'media', 7)).toBe(false)
    expect(pointsAt({ anything: { relationTo: 'media', value: 7 } }, anything, 'media', 7)).toBe(true)
  })

  it('finds an image in rich text: an upload, a relationship, a link to it', () => {
    const content = find('pages.layout[richText].content')
    const paragraph = (children: unknown[]) => ({ type: 'paragraph', children })
    const doc = (...nodes: unknown[]) => ({ layout: [{ blockType: 'richText', content: { fr: { root: { children: nodes } }, en: null } }] })
    expect(pointsAt(doc({ type: 'upload', relationTo: 'media', value: 5 }), content, 'media', 5)).toBe(true)
    expect(pointsAt(doc({ type: 'upload', relationTo: 'media', value: { id: 5 } }), content, 'media', 5)).toBe(true)
    expect(pointsAt(doc(paragraph([{ type: 'link', fields: { doc: { relationTo: 'media', value: 5 } } }])), content, 'media', 5)).toBe(true)
    expect(pointsAt(doc({ type: 'upload', relationTo: 'documents', value: 5 }), content, 'media', 5)).toBe(false)
    expect(pointsAt(doc(paragraph([{ type: 'text', text: 'media 5' }])), content, 'media', 5)).toBe(false)
  })
})

describe('the refusal staff read', () => {
  const product = { label: 'Produit', title: 'Lissafin® Pâte', id: 19 }
  it('names the image and every content that shows it', () => {
    expect(inUseMessage('chantier.jpg', [product, { label: 'Page', title: 'Rénovation', id: 4, only: 'draft' }])).toBe(
      'L’image « chantier.jpg » est utilisée par : Produit « Lissafin® Pâte », Page « Rénovation » (brouillon). Retirez-la de ces contenus avant de la supprimer.',
    )
    expect(inUseMessage(null, [{ label: 'Pied de page', title: 'Pied de page', id: 'footer' }])).toBe(
      'Cette image est utilisée par : Pied de page. Retirez-la de ces contenus avant de la supprimer.',
    )
    expect(listUses([{ label: 'Page', title: 'Accueil', id: 1, only: 'published' }])).toBe('Page « Accueil » (version publiée)')
  })

  it('lists five, then counts the others', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ label: 'Produit', title: `P${i}`, id: i }))
    expect(listUses(many)).toBe('Produit « P0 », Produit « P1 », Produit « P2 », Produit « P3 », Produit « P4 » et 2 autres contenus')
    expect(listUses(many.slice(0, 6))).toBe(
      'Produit « P0 », Produit « P1 », Produit « P2 », Produit « P3 », Produit « P4 » et 1 autre contenu',
    )
  })
})
