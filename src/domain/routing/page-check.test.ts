import { describe, expect, it } from 'vitest'
import { needsPageCheck } from './page-check'
import { parse } from './routes'

function check(path: string): boolean {
  const route = parse(path)
  if (!route) throw new Error(`${path} does not parse`)
  return needsPageCheck(route)
}

describe('needsPageCheck: what only the page’s loader can call a 404', () => {
  it.each([
    // QA: a French-only job offer under /en, a news tag with no English news, a page past the last.
    ['/en/enduit-professionnels/emploi-cariste-preparateur-commandes', 'a slug under /en (the index is French)'],
    ['/en/enduit-particuliers/news/event', 'a news tag'],
    ['/en/enduit-particuliers/category/bois/_p__2', 'a page number'],
    ['/fr/enduit-particuliers/categorie/bois/_p__2', 'a page number, in French too'],
    ['/fr/enduit-professionnels/categorie/enduits-de-lissage/_FONCTION__lissage', 'a filter'],
    ['/fr/enduit-professionnels/foire-aux-questions/pose', 'an FAQ tag'],
    ['/fr/enduit-professionnels/documentation-technique/fiches-techniques', 'a kind of documentation'],
    ['/fr/enduit-professionnels/carrieres/_CONTRAT__cdi', 'a careers filter'],
    ['/fr/enduit-professionnels/resultats/enduit/_TYPE__pages', 'a results type'],
    ['/fr/enduit-professionnels/resultats/enduit/_p__3', 'a results page'],
    ['/en/enduit-particuliers/product/rebouchor-poudre', 'an English product'],
  ])('%s: checked (%s)', (path) => {
    expect(check(path)).toBe(true)
  })

  it.each([
    ['/fr', 'home'],
    ['/en/enduit-particuliers', 'English home'],
    ['/fr/enduit-professionnels/contact', 'a page without parameters'],
    ['/fr/enduit-professionnels/produit/rebouchor-poudre', 'a French product (the edge’s index)'],
    ['/fr/enduit-professionnels/emploi-cariste-preparateur-commandes', 'a French page (the edge’s index)'],
    ['/fr/enduit-professionnels/categorie/enduits-de-lissage', 'a French category'],
    ['/fr/enduit-professionnels/resultats/enduit', 'a search term alone'],
    ['/en/enduit-particuliers/results/filler', 'an English search term alone'],
    ['/en/enduit-particuliers/news', 'the news without a tag'],
    ['/fr/preview/12', 'a preview'],
  ])('%s: let through (%s)', (path) => {
    expect(check(path)).toBe(false)
  })
})
