import { describe, expect, it } from 'vitest'
import type { Facet } from './listing'
import { listingFacets, listingTitle, selectedFilters, type ListingTitleWords } from './listing-title'
import type { ListingState } from './listing-state'

const facets: Facet[] = [
  {
    technicalName: 'FONCTION',
    label: 'Fonction',
    unit: null,
    values: [
      { value: 'lissage', label: 'Lissage', count: 11, selected: true },
      { value: 'rebouchage', label: 'Rebouchage', count: 4, selected: false },
    ],
  },
  {
    technicalName: 'SUPPORT',
    label: 'Supports',
    unit: null,
    values: [{ value: 'platre', label: 'Plâtre', count: 6, selected: false }],
  },
]

const words: ListingTitleWords = {
  sortBy: 'Trier par',
  sorts: {
    relevance: 'Pertinence',
    'name-asc': 'Nom de A à Z',
    'name-desc': 'Nom de Z à A',
    newest: 'Nouveautés',
    price_asc: 'Prix croissant',
    price_desc: 'Prix décroissant',
  },
  page: (page) => `Page ${page}`,
  colon: '\u00a0: ',
}

function state(partial: Partial<ListingState>): ListingState {
  return { filters: [], sort: 'relevance', page: 1, ...partial }
}

function title(s: ListingState): string {
  return listingTitle('Enduits de lissage', s, selectedFilters(facets, s.filters), words)
}

describe('the title of a listing state', () => {
  it('is the listing’s name alone without filter, sort or page', () => {
    expect(title(state({}))).toBe('Enduits de lissage')
  })

  it('names each ticked facet with its values, as the chips do', () => {
    expect(title(state({ filters: [{ code: 'FONCTION', value: 'lissage' }] }))).toBe('Enduits de lissage – Fonction\u00a0: Lissage')
    expect(
      title(
        state({
          filters: [
            { code: 'FONCTION', value: 'lissage' },
            { code: 'FONCTION', value: 'rebouchage' },
            { code: 'SUPPORT', value: 'platre' },
          ],
        }),
      ),
    ).toBe('Enduits de lissage – Fonction\u00a0: Lissage, rebouchage – Supports\u00a0: Plâtre')
  })

  it('says a sort other than the default one, and the page from the second', () => {
    expect(title(state({ sort: 'name-asc' }))).toBe('Enduits de lissage – Trier par\u00a0: Nom de A à Z')
    expect(title(state({ page: 2 }))).toBe('Enduits de lissage – Page 2')
    expect(title(state({ filters: [{ code: 'SUPPORT', value: 'platre' }], sort: 'price_asc', page: 3 }))).toBe(
      'Enduits de lissage – Supports\u00a0: Plâtre – Trier par\u00a0: Prix croissant – Page 3',
    )
  })

  it('keeps an unknown facet or value in its address form', () => {
    expect(selectedFilters(facets, [{ code: 'FORME', value: 'pate' }])).toEqual([
      { filter: { code: 'FORME', value: 'pate' }, facetLabel: 'FORME', label: 'pate' },
    ])
  })
})

describe('the facets of a listing', () => {
  const price = {
    label: 'Prix HT (à partir de)',
    buckets: { 'moins-de-20': 'Moins de 20 €', '20-a-50': '20 à 50 €', '50-a-100': '50 à 100 €', 'plus-de-100': 'Plus de 100 €' },
  }

  it('adds the price buckets last, with their words, when the listing has them', () => {
    expect(listingFacets({ facets }, price)).toBe(facets)
    const all = listingFacets({ facets, prices: [{ value: 'moins-de-20', label: 'moins-de-20', count: 3, selected: true }] }, price)
    expect(all.map((facet) => facet.label)).toEqual(['Fonction', 'Supports', 'Prix HT (à partir de)'])
    expect(all[2]?.values[0]?.label).toBe('Moins de 20 €')
    expect(selectedFilters(all, [{ code: 'PRIX', value: 'moins-de-20' }])[0]?.label).toBe('Moins de 20 €')
  })
})
