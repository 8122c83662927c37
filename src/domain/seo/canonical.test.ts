import { describe, expect, it } from 'vitest'
import { parse } from '@/domain/routing/routes'
import { alternates, canonicalPath, hreflangLanguages, pageAlternates } from './canonical'
import type { Route } from '@/domain/routing/types'

function route(path: string): Route {
  const parsed = parse(path)
  if (!parsed) throw new Error(`test path does not parse: ${path}`)
  return parsed
}

describe('canonicalPath', () => {
  it('replaces the private target by the pro one, written explicitly', () => {
    expect(canonicalPath(route('/fr/enduit-particuliers/produit/enduit-fin'))).toBe('/fr/enduit-professionnels/produit/enduit-fin')
    expect(canonicalPath(route('/fr/contact'))).toBe('/fr/enduit-professionnels/contact')
  })

  it('keeps the target on home routes', () => {
    expect(canonicalPath(route('/fr/enduit-particuliers'))).toBe('/fr/enduit-particuliers')
    expect(canonicalPath(route('/fr/enduit-professionnels'))).toBe('/fr')
    expect(canonicalPath(route('/en'))).toBe('/en')
  })

  it('keeps the target when asked to', () => {
    expect(canonicalPath(route('/fr/enduit-particuliers/produit/enduit-fin'), { keepTarget: true })).toBe(
      '/fr/enduit-particuliers/produit/enduit-fin',
    )
  })

  it('drops filters and keeps the page', () => {
    expect(canonicalPath(route('/fr/enduit-particuliers/categorie/reboucher/_SUPPORT__bois/_p__3'))).toBe(
      '/fr/enduit-professionnels/categorie/reboucher/_p__3',
    )
    expect(canonicalPath(route('/fr/resultats/joint%20creux/_A__b'))).toBe('/fr/enduit-professionnels/resultats/joint%20creux')
  })

  it('keeps the preview path', () => {
    expect(canonicalPath(route('/en/preview/12'))).toBe('/en/preview/12')
  })
})

describe('alternates', () => {
  it('lists both locales for a route that exists in English', () => {
    expect(alternates(route('/fr/enduit-particuliers/produit/x'))).toStrictEqual([
      { locale: 'fr', path: '/fr/enduit-professionnels/produit/x' },
      { locale: 'en', path: '/en/enduit-professionnels/product/x' },
    ])
    expect(alternates(route('/en/enduit-particuliers'))).toStrictEqual([
      { locale: 'fr', path: '/fr/enduit-particuliers' },
      { locale: 'en', path: '/en/enduit-particuliers' },
    ])
    expect(alternates(route('/fr/actualites/salons'))).toStrictEqual([
      { locale: 'fr', path: '/fr/enduit-professionnels/actualites/salons' },
      { locale: 'en', path: '/en/enduit-professionnels/news/salons' },
    ])
  })

  it('lists only French for a French-only route', () => {
    expect(alternates(route('/fr/colorimetrie'))).toStrictEqual([{ locale: 'fr', path: '/fr/enduit-professionnels/colorimetrie' }])
    expect(alternates(route('/fr/carrieres/_A__b'))).toStrictEqual([{ locale: 'fr', path: '/fr/enduit-professionnels/carrieres' }])
  })

  it('has one entry per locale for CMS pages and previews', () => {
    expect(alternates(route('/fr/mentions-legales')).map((a) => a.locale)).toStrictEqual(['fr', 'en'])
    expect(alternates(route('/fr/preview/5'))).toStrictEqual([
      { locale: 'fr', path: '/fr/preview/5' },
      { locale: 'en', path: '/en/preview/5' },
    ])
  })

  it('passes keepTarget through', () => {
    expect(alternates(route('/en/enduit-particuliers/category/a'), { keepTarget: true })).toStrictEqual([
      { locale: 'fr', path: '/fr/enduit-particuliers/categorie/a' },
      { locale: 'en', path: '/en/enduit-particuliers/category/a' },
    ])
  })
})

describe('pageAlternates', () => {
  /** The site as the loaders answer it: job offers are French pages only, everything else is in both languages. */
  const jobs = new Set(['emploi-cariste'])
  const answers = async (path: string) => !(path.startsWith('/en/') && jobs.has(path.split('/').at(-1) ?? ''))

  it('declares no language whose address is not a page (a job offer is French only)', async () => {
    expect(await pageAlternates(route('/fr/enduit-particuliers/emploi-cariste'), undefined, answers)).toStrictEqual([
      { locale: 'fr', path: '/fr/enduit-professionnels/emploi-cariste' },
    ])
  })

  it('keeps every language whose address is a page, in the locales’ order', async () => {
    expect(await pageAlternates(route('/en/enduit-particuliers/product/x'), undefined, answers)).toStrictEqual([
      { locale: 'fr', path: '/fr/enduit-professionnels/produit/x' },
      { locale: 'en', path: '/en/enduit-professionnels/product/x' },
    ])
    expect(await pageAlternates(route('/fr/mentions-legales'), undefined, answers)).toStrictEqual(alternates(route('/fr/mentions-legales')))
  })

  it('asks only about the languages the route table has, at their canonical addresses', async () => {
    const asked: string[] = []
    const record = async (path: string) => {
      asked.push(path)
      return true
    }
    await pageAlternates(route('/fr/enduit-particuliers/colorimetrie'), undefined, record)
    await pageAlternates(route('/fr/enduit-particuliers/categorie/a/_SUPPORT__bois'), { keepTarget: true }, record)
    expect(asked).toStrictEqual([
      '/fr/enduit-professionnels/colorimetrie',
      '/fr/enduit-particuliers/categorie/a',
      '/en/enduit-particuliers/category/a',
    ])
  })

  it('declares nothing when no address is a page', async () => {
    expect(await pageAlternates(route('/fr/actualites/salons'), undefined, async () => false)).toStrictEqual([])
  })
})

describe('hreflangLanguages', () => {
  const absolute = (path: string) => `https://example.test${path}`

  it('writes each language absolute, with x-default on French', () => {
    const languages = hreflangLanguages(
      [
        { locale: 'fr', path: '/fr/enduit-professionnels/produit/x' },
        { locale: 'en', path: '/en/enduit-professionnels/product/x' },
      ],
      'https://example.test/en/enduit-professionnels/product/x',
      absolute,
    )
    expect(languages).toStrictEqual({
      fr: 'https://example.test/fr/enduit-professionnels/produit/x',
      en: 'https://example.test/en/enduit-professionnels/product/x',
      'x-default': 'https://example.test/fr/enduit-professionnels/produit/x',
    })
  })

  it('puts x-default on the canonical when French is not a page', () => {
    expect(hreflangLanguages([], 'https://example.test/en/x', absolute)).toStrictEqual({ 'x-default': 'https://example.test/en/x' })
  })
})
