import { describe, expect, it } from 'vitest'
import { codeHref, inLocale, isExternalUrl, slugHref } from './links'

describe('menu links', () => {
  it('writes slug entries after the locale and target, in the page locale', () => {
    expect(slugHref('categorie/enduits-de-lissage', 'pro', 'fr')).toBe('/fr/enduit-professionnels/categorie/enduits-de-lissage')
    expect(slugHref('categorie/enduits-de-lissage', 'pro', 'en')).toBe('/en/enduit-professionnels/category/enduits-de-lissage')
    expect(slugHref('produit/lissafin-pate', 'part', 'en')).toBe('/en/enduit-particuliers/product/lissafin-pate')
  })
  it('keeps the French page when the route has no English version', () => {
    expect(slugHref('calculateur-de-quantite', 'pro', 'en')).toBe('/fr/enduit-professionnels/calculateur-de-quantite')
  })
  it('resolves route codes and leaves the choice guide to the modal', () => {
    expect(codeHref('storeLocator', 'part', 'fr')).toBe('/fr/enduit-particuliers/ou-trouver-nos-produits')
    expect(codeHref('guide_de_choix', 'pro', 'fr')).toBeNull()
    expect(codeHref('inconnu', 'pro', 'fr')).toBeNull()
  })
  it('opens a new tab only for addresses outside the site', () => {
    expect(isExternalUrl('/fr/enduit-professionnels/contact', ['ardalis.example'])).toBe(false)
    expect(isExternalUrl('https://ardalis.example/fr', ['ardalis.example'])).toBe(false)
    expect(isExternalUrl('https://portail.distributeurs.example/', ['ardalis.example'])).toBe(true)
  })
  it('moves site links written in French to the page locale when the route exists there', () => {
    expect(inLocale('/fr/enduit-particuliers/produit/lissafin-pate', 'en')).toBe('/en/enduit-particuliers/product/lissafin-pate')
    expect(inLocale('/fr/enduit-professionnels/produit/lissafin-pate?x=1#packs', 'en')).toBe(
      '/en/enduit-professionnels/product/lissafin-pate?x=1#packs',
    )
    expect(inLocale('/fr/enduit-professionnels/formations', 'en')).toBe('/fr/enduit-professionnels/formations')
    expect(inLocale('/fr/enduit-professionnels/contact', 'fr')).toBe('/fr/enduit-professionnels/contact')
    expect(inLocale('https://ardalis.example/fr', 'en')).toBe('https://ardalis.example/fr')
  })
})
