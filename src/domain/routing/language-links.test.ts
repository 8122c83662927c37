import { describe, expect, it } from 'vitest'
import { homeLinks, inEveryLanguage, languageLinks, routeIn } from './language-links'
import { parse } from './routes'
import type { Route } from './types'

const route = (path: string): Route => {
  const parsed = parse(path)
  if (!parsed) throw new Error(`not a route: ${path}`)
  return parsed
}

describe('routeIn', () => {
  it('gives the same page in the other language, with its own keywords', () => {
    expect(routeIn(route('/fr/enduit-professionnels/produit/lissafin-pate'), 'en')).toBe('/en/enduit-professionnels/product/lissafin-pate')
    expect(routeIn(route('/en/enduit-professionnels/news'), 'fr')).toBe('/fr/enduit-professionnels/actualites')
    expect(routeIn(route('/fr/enduit-particuliers'), 'en')).toBe('/en/enduit-particuliers')
  })

  it('drops the listing state, whose words belong to one language', () => {
    expect(routeIn(route('/fr/enduit-professionnels/categorie/enduits-de-lissage/_FONCTION__lissage/_p__2'), 'en')).toBe(
      '/en/enduit-professionnels/category/enduits-de-lissage',
    )
  })

  it('has no address for a route the other language does not have', () => {
    expect(routeIn(route('/fr/enduit-professionnels/carrieres'), 'en')).toBeNull()
    expect(routeIn(route('/fr/enduit-professionnels/panier'), 'en')).toBeNull()
  })
})

describe('languageLinks', () => {
  it('links the same page in each language where it is a page', async () => {
    const asked: string[] = []
    const links = await languageLinks(route('/fr/enduit-particuliers/produit/lissafin-pate'), async (path) => {
      asked.push(path)
      return true
    })
    expect(links).toStrictEqual({
      fr: '/fr/enduit-particuliers/produit/lissafin-pate',
      en: '/en/enduit-particuliers/product/lissafin-pate',
    })
    // The page being read is not checked again.
    expect(asked).toStrictEqual(['/en/enduit-particuliers/product/lissafin-pate'])
  })

  it("goes to the other language's home of the same audience when the page is not there", async () => {
    const notTranslated = await languageLinks(route('/fr/enduit-particuliers/une-offre-d-emploi'), async () => false)
    expect(notTranslated.en).toBe('/en/enduit-particuliers')
    const noSuchRoute = await languageLinks(route('/fr/enduit-professionnels/carrieres'), async () => true)
    expect(noSuchRoute).toStrictEqual({ fr: '/fr/enduit-professionnels/carrieres', en: '/en' })
  })

  it('keeps the page being read without its listing state', async () => {
    const links = await languageLinks(route('/en/enduit-professionnels/category/enduits-de-lissage/_p__3'), async () => true)
    expect(links).toStrictEqual({
      fr: '/fr/enduit-professionnels/categorie/enduits-de-lissage',
      en: '/en/enduit-professionnels/category/enduits-de-lissage',
    })
  })
})

describe('homeLinks', () => {
  it("gives each language's home of the audience", () => {
    expect(homeLinks('part')).toStrictEqual({ fr: '/fr/enduit-particuliers', en: '/en/enduit-particuliers' })
    expect(homeLinks('pro')).toStrictEqual({ fr: '/fr', en: '/en' })
  })
})

describe('inEveryLanguage', () => {
  it('is true only where each language links the page itself', async () => {
    const product = route('/en/enduit-particuliers/product/lissafin-pate')
    expect(inEveryLanguage(product, await languageLinks(product, async () => true))).toBe(true)
    expect(inEveryLanguage(product, await languageLinks(product, async () => false))).toBe(false)
    const cart = route('/fr/enduit-professionnels/panier')
    expect(inEveryLanguage(cart, await languageLinks(cart, async () => true))).toBe(false)
  })
})
