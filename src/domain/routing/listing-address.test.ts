import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listingOwnAddress, orderListingFilters } from './listing-address'
import { build, parse } from './routes'
import type { Filter } from './types'

const category = (filters: Filter[]) => build('category', { target: 'pro', slug: 'enduits-de-lissage', filters }, 'fr')
const own = (path: string) => {
  const route = parse(path)
  expect(route, path).not.toBeNull()
  return listingOwnAddress(route!)
}

describe('listing filters in their one order (decision 077)', () => {
  it('puts the results type first, characteristics by name then value, the sort last', () => {
    const ordered = orderListingFilters([
      { code: 'TRI', value: 'nom-az' },
      { code: 'SUPPORT', value: 'platre' },
      { code: 'FONCTION', value: 'lissage' },
      { code: 'SUPPORT', value: 'beton' },
      { code: 'TYPE', value: 'pages' },
    ])
    expect(ordered.map((f) => `${f.code}:${f.value}`)).toStrictEqual([
      'TYPE:pages',
      'FONCTION:lissage',
      'SUPPORT:beton',
      'SUPPORT:platre',
      'TRI:nom-az',
    ])
  })

  it('sends another order of a category, results or guide selection to its own address, page kept', () => {
    expect(own('/fr/enduit-professionnels/categorie/enduits-de-lissage/_SUPPORT__platre/_FONCTION__lissage/_p__2')).toBe(
      '/fr/enduit-professionnels/categorie/enduits-de-lissage/_FONCTION__lissage/_SUPPORT__platre/_p__2',
    )
    expect(own('/en/enduit-professionnels/results/plaster/_TRI__nom-az/_FONCTION__lissage')).toBe(
      '/en/enduit-professionnels/results/plaster/_FONCTION__lissage/_TRI__nom-az',
    )
    const guide = build(
      'choiceGuide',
      {
        target: 'part',
        choices: { SUPPORT: 'platre' },
        filters: [
          { code: 'TRI', value: 'nom-za' },
          { code: 'FORME', value: 'pate' },
        ],
      },
      'fr',
    )
    expect(own(guide)).toBe(
      build(
        'choiceGuide',
        {
          target: 'part',
          choices: { SUPPORT: 'platre' },
          filters: [
            { code: 'FORME', value: 'pate' },
            { code: 'TRI', value: 'nom-za' },
          ],
        },
        'fr',
      ),
    )
  })

  it('leaves alone an address already in order, a repeated segment (a 404) and other listings', () => {
    expect(own('/fr/enduit-professionnels/categorie/enduits-de-lissage/_FONCTION__lissage/_SUPPORT__platre/_TRI__nom-az')).toBeNull()
    expect(own('/fr/enduit-professionnels/categorie/enduits-de-lissage/_SUPPORT__platre')).toBeNull()
    expect(own('/fr/enduit-professionnels/categorie/enduits-de-lissage/_SUPPORT__platre/_FONCTION__lissage/_SUPPORT__platre')).toBeNull()
    expect(own('/fr/enduit-professionnels/carrieres/_LIEU__lyon-69/_CONTRAT__cdi')).toBeNull()
  })

  it('gives every order of a selection the same address, which is its own', () => {
    const filter = fc.record({ code: fc.constantFrom('FONCTION', 'SUPPORT', 'FORME', 'TRI'), value: fc.constantFrom('a', 'b-c', 'd1') })
    fc.assert(
      fc.property(fc.uniqueArray(filter, { minLength: 2, maxLength: 10, selector: (f) => `${f.code}__${f.value}` }), (filters) => {
        const reversed = category([...filters].reverse())
        const target = own(category(filters)) ?? category(filters)
        expect(own(reversed) ?? reversed).toBe(target)
        expect(own(target)).toBeNull()
      }),
    )
  })
})
