import { describe, expect, it } from 'vitest'
import { FOCUS_INTENT_TTL_MS, FOCUS_KEYS, focusIsLost, focusKeys, focusKeySelector, intentFor, type FocusIntent } from './focus-return'

const path = '/fr/enduit-professionnels/categorie/enduits-de-lissage/_FONCTION__lissage'
const intent: FocusIntent = { path, keys: ['value:FONCTION:lissage', 'facet:FONCTION'], at: 1_000 }

describe('the focus a listing’s control asks for', () => {
  it('is its own key, then its fallbacks, each once', () => {
    expect(focusKeys('value:FONCTION:lissage', 'facet:FONCTION')).toEqual(['value:FONCTION:lissage', 'facet:FONCTION'])
    expect(focusKeys(null, 'count')).toEqual(['count'])
    expect(focusKeys('chip:SUPPORT:platre', ' clear  count ')).toEqual(['chip:SUPPORT:platre', 'clear', 'count'])
    expect(focusKeys('count', 'count')).toEqual(['count'])
    expect(focusKeys(undefined, undefined)).toEqual([])
  })

  it('is answered only by the page the click led to, while it is fresh', () => {
    expect(intentFor(intent, path, 1_500)).toEqual(['value:FONCTION:lissage', 'facet:FONCTION'])
    expect(intentFor(intent, '/fr/enduit-professionnels/produit/lissafin-pate', 1_500)).toBeNull()
    expect(intentFor(intent, path, 1_000 + FOCUS_INTENT_TTL_MS + 1)).toBeNull()
    expect(intentFor(intent, path, 500)).toBeNull()
    expect(intentFor(null, path, 1_500)).toBeNull()
    expect(intentFor({ ...intent, keys: [] }, path, 1_500)).toBeNull()
  })

  it('finds its element by an attribute selector', () => {
    expect(focusKeySelector(FOCUS_KEYS.value('FONCTION', 'lissage'))).toBe('[data-focus-key="value:FONCTION:lissage"]')
    expect(focusKeySelector('a"b\\c')).toBe('[data-focus-key="a\\"b\\\\c"]')
    expect(FOCUS_KEYS.sort('name-asc')).toBe('sort:name-asc')
    // Two filter lists on a page (careers) each have an « all » link: their keys differ.
    expect(FOCUS_KEYS.filter('Métier', '')).not.toBe(FOCUS_KEYS.filter('Contrat', ''))
    expect(focusKeySelector(FOCUS_KEYS.filter('Filtrer les offres : Métier', ''))).toBe(
      '[data-focus-key="filter:Filtrer les offres : Métier:"]',
    )
  })
})

describe('after a route change', () => {
  const body = { tagName: 'BODY' }
  it('the focus is lost when the body or nothing has it', () => {
    expect(focusIsLost(body, body)).toBe(true)
    expect(focusIsLost(null, body)).toBe(true)
    expect(focusIsLost({ tagName: 'HTML' }, body)).toBe(true)
  })

  it('is left where the new page or the visitor put it', () => {
    expect(focusIsLost({ tagName: 'H1' }, body)).toBe(false)
    expect(focusIsLost({ tagName: 'A' }, body)).toBe(false)
  })
})
