/**
 * Tags and publication dates of editorial content as staff type them (decision 140): a tag typed
 * as it reads (« Nouveauté ») is saved in its address form and filters the news; a stored value
 * that cannot be an address never takes the news pages down; a news item published without a
 * date gets the date of its publication.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getNews } from '../../src/data/content'
import { payloadClient } from '../../src/data/payload'
import { build } from '../../src/domain/routing/routes'
import { resolvePage } from '../../src/loaders/resolve'
import type { Page, User } from '../../src/payload-types'

const EMAIL = 'etiquettes.equipe@ardalis.example'
let payload: Payload
let staff: User
const pages: number[] = []
const as = { overrideAccess: false, context: { disableRevalidate: true } } as const

async function news(title: string, tags: string[], status: 'draft' | 'published' = 'published'): Promise<Page> {
  const doc = await payload.create({
    collection: 'pages',
    data: {
      title,
      slug: `essai-etiquettes-${pages.length}-${Date.now()}`,
      type: 'actualite',
      targets: ['part'],
      tags,
      _status: status,
    } as never,
    draft: status === 'draft',
    user: staff,
    ...as,
  })
  pages.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await payloadClient()
  staff = (await payload.create({
    collection: 'users',
    data: { email: EMAIL, password: 'Etiquettes-Equipe-2026!', name: 'Équipe contenus', role: 'editor' },
  })) as User
})

afterAll(async () => {
  for (const id of pages) await payload.delete({ collection: 'pages', id, context: { disableRevalidate: true } })
  await payload.delete({ collection: 'users', id: staff.id })
})

describe('tags typed by staff', () => {
  it('are saved in their address form, and filter the news at that address', async () => {
    const doc = await news('Essai : le salon de printemps', ['Nouveauté', 'Salon Printemps 2027', 'nouveaute', ' '])
    expect(doc.tags).toStrictEqual(['nouveaute', 'salon-printemps-2027'])
    const filtered = await resolvePage('/fr/enduit-particuliers/actualites/salon-printemps-2027')
    expect(filtered, 'the tag is a filter of the news').not.toBeNull()
    expect(filtered?.title).toMatch(/Salon printemps 2027/i)
  })

  it('a stored value that is not an address is ignored: the news pages still answer', async () => {
    const doc = await news('Essai : une étiquette écrite à la main', ['produit'])
    // Written under the hooks, as an import or an older version of the back office could have.
    await payload.db.updateOne({ collection: 'pages', id: doc.id, data: { tags: ['Mauvaise Étiquette', 'produit'] } })
    const raw = await payload.findByID({ collection: 'pages', id: doc.id, depth: 0 })
    expect(raw.tags).toContain('Mauvaise Étiquette')

    const item = (await getNews('part', 'fr')).find((teaser) => teaser.id === doc.id)
    expect(item?.tags).toStrictEqual(['produit'])
    // The pages link each tag to its filter: every link they are given can be built.
    const list = await resolvePage('/fr/enduit-particuliers/actualites')
    const article = await resolvePage(`/fr/enduit-particuliers/${doc.slug}`)
    const listed = list?.view.kind === 'news' ? list.view.tags.map(({ tag }) => tag) : null
    const shown = article?.view.kind === 'page' ? article.view.page.tags : null
    expect(listed).toContain('produit')
    expect(shown).toStrictEqual(['produit'])
    for (const tag of [...(listed ?? []), ...(shown ?? [])]) {
      expect(() => build('news', { target: 'part', segment: tag }, 'fr'), tag).not.toThrow()
    }
  })
})

describe('publication date', () => {
  it('a news item published without a date gets the date of its publication; a draft none', async () => {
    const before = Date.now()
    const published = await news('Essai : publiée sans date', [])
    expect(published.publishedAt).toBeTruthy()
    expect(Date.parse(published.publishedAt ?? '')).toBeGreaterThanOrEqual(before - 1000)
    const draft = await news('Essai : brouillon sans date', [], 'draft')
    expect(draft.publishedAt ?? null).toBeNull()
    // Published later, it is dated then; a date typed by staff is kept.
    const later = await payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' } as never, user: staff, ...as })
    expect(later.publishedAt).toBeTruthy()
    const typed = await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { publishedAt: '2025-03-12T10:00:00.000Z', _status: 'published' } as never,
      user: staff,
      ...as,
    })
    expect(typed.publishedAt).toBe('2025-03-12T10:00:00.000Z')
  })
})
