import { describe, expect, it } from 'vitest'
import type { DocumentFile } from '@/domain/catalogue/types'
import { collectTags, newestFirst, paragraphs, sheetGroups, sheetKindOf, tagLabel, withTag } from './listing'

const doc = (id: number, kind: DocumentFile['kind'], title = `Doc ${id}`): DocumentFile => ({
  id,
  kind,
  title,
  url: `/media/documents/${id}.pdf`,
  filename: `${id}.pdf`,
  size: 1000,
})

describe('tags', () => {
  const items = [{ tags: ['rse', 'salon'] }, { tags: ['salon', 'salon'] }, { tags: [] }, { tags: ['évènement'] }]

  it('counts each tag once per item, alphabetically', () => {
    expect(collectTags(items)).toEqual([
      { tag: 'évènement', count: 1 },
      { tag: 'rse', count: 1 },
      { tag: 'salon', count: 2 },
    ])
  })

  it('keeps the items of a tag, or all without one', () => {
    expect(withTag(items, 'salon')).toHaveLength(2)
    expect(withTag(items, undefined)).toHaveLength(4)
    expect(withTag(items, 'inconnu')).toEqual([])
  })

  it('turns a slug into a label', () => {
    expect(tagLabel('choix-produit')).toBe('Choix produit')
  })
})

describe('newestFirst', () => {
  it('sorts by date descending, undated last, then by title', () => {
    const sorted = newestFirst([
      { title: 'B', publishedAt: null },
      { title: 'Ancien', publishedAt: '2025-01-01T00:00:00.000Z' },
      { title: 'Récent', publishedAt: '2026-01-01T00:00:00.000Z' },
      { title: 'A', publishedAt: null },
    ])
    expect(sorted.map((item) => item.title)).toEqual(['Récent', 'Ancien', 'A', 'B'])
  })
})

describe('technical documentation', () => {
  const products = [
    { name: 'Zinc', slug: 'zinc', documents: [doc(1, 'FICHES_QCE'), doc(2, 'FDS'), doc(9, 'BROCHURE')] },
    { name: 'Alpha', slug: 'alpha', documents: [doc(3, 'FICHES_QCE'), doc(4, 'DOP')] },
    { name: 'Vide', slug: 'vide', documents: [] },
  ]

  it('groups the sheets by type in a fixed order, products alphabetical, brochures left out', () => {
    const groups = sheetGroups(products)
    expect(groups.map((g) => g.kind)).toEqual(['FICHES_QCE', 'FDS', 'DOP'])
    expect(groups[0]?.entries.map((e) => e.product.slug)).toEqual(['alpha', 'zinc'])
    expect(groups.flatMap((g) => g.entries.map((e) => e.document.id))).not.toContain(9)
  })

  it('keeps one type and leaves out empty groups', () => {
    expect(sheetGroups(products, 'DOP').map((g) => g.entries.length)).toEqual([1])
    expect(sheetGroups([products[2] ?? { name: '', slug: '', documents: [] }])).toEqual([])
  })

  it('reads the types segment: known, missing, unknown', () => {
    expect(sheetKindOf('fiches-de-donnees-de-securite')).toBe('FDS')
    expect(sheetKindOf(undefined)).toBeUndefined()
    expect(sheetKindOf('video')).toBeNull()
  })
})

describe('paragraphs', () => {
  it('splits on blank lines and trims', () => {
    expect(paragraphs('Un.\n\n  Deux\nsuite.\n \n\nTrois ')).toEqual(['Un.', 'Deux\nsuite.', 'Trois'])
  })
})
