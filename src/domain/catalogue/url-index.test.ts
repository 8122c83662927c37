import { describe, expect, it } from 'vitest'
import { parse } from '@/domain/routing/routes'
import type { Route } from '@/domain/routing/types'
import { createUrlIndex } from './url-index'

const index = createUrlIndex({
  product: { pro: ['lissafin-pate'], part: ['lissafin-pate', 'rebouche-facile'] },
  category: { pro: ['enduits-de-lissage'], part: ['reboucher'] },
  page: { pro: ['mentions-legales'], part: ['mentions-legales', 'conseils/reboucher-un-trou'] },
})
const route = (path: string): Route => {
  const r = parse(path)
  if (!r) throw new Error(path)
  return r
}

describe('url index', () => {
  it('knows what exists in each audience', () => {
    expect(index.isMissing(route('/fr/enduit-professionnels/produit/lissafin-pate'))).toBe(false)
    expect(index.isMissing(route('/fr/enduit-professionnels/produit/rebouche-facile'))).toBe(true)
    expect(index.isMissing(route('/en/enduit-particuliers/product/rebouche-facile'))).toBe(false)
    expect(index.isMissing(route('/fr/enduit-particuliers/categorie/enduits-de-lissage'))).toBe(true)
    expect(index.isMissing(route('/fr/enduit-particuliers/conseils/reboucher-un-trou'))).toBe(false)
    expect(index.isMissing(route('/fr/enduit-professionnels/page-inconnue'))).toBe(true)
  })
  it('leaves pages without an entity to the page itself', () => {
    expect(index.isMissing(route('/fr/enduit-professionnels/categorie'))).toBe(false)
    expect(index.isMissing(route('/fr/enduit-professionnels/contact'))).toBe(false)
    expect(index.isMissing(route('/fr'))).toBe(false)
  })
  it('knows the guides of each audience, and calls none missing without their list', () => {
    const withGuides = createUrlIndex({
      product: { pro: [], part: [] },
      category: { pro: [], part: [] },
      page: { pro: [], part: [] },
      dossier: { pro: ['poser-une-bande'], part: [] },
    })
    expect(withGuides.isMissing(route('/fr/enduit-professionnels/dossier/poser-une-bande'))).toBe(false)
    expect(withGuides.isMissing(route('/fr/enduit-particuliers/dossier/poser-une-bande'))).toBe(true)
    expect(withGuides.isMissing(route('/fr/enduit-professionnels/dossier/video'))).toBe(false)
    expect(index.isMissing(route('/fr/enduit-professionnels/dossier/inconnu'))).toBe(false)
  })
})
