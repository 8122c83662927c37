import { describe, expect, it } from 'vitest'
import { build, parse } from '@/domain/routing/routes'
import {
  clearFilters,
  filterValueSlug,
  listingParams,
  paginationItems,
  readListingState,
  toggleFilter,
  withPage,
  withSort,
} from './listing-state'

describe('readListingState', () => {
  it('splits the sort segment from the facet filters', () => {
    expect(
      readListingState(
        [
          { code: 'FORME', value: 'pate' },
          { code: 'TRI', value: 'nom-za' },
        ],
        3,
      ),
    ).toStrictEqual({ filters: [{ code: 'FORME', value: 'pate' }], sort: 'name-desc', page: 3 })
  })
  it('defaults to relevance and page 1', () => {
    expect(readListingState(undefined, undefined)).toStrictEqual({ filters: [], sort: 'relevance', page: 1 })
    expect(readListingState([{ code: 'TRI', value: 'pertinence' }], undefined)?.sort).toBe('relevance')
  })
  it('maps every sort slug', () => {
    for (const [slug, sort] of [
      ['nom-az', 'name-asc'],
      ['nom-za', 'name-desc'],
      ['nouveautes', 'newest'],
    ] as const) {
      expect(readListingState([{ code: 'TRI', value: slug }], undefined)?.sort).toBe(sort)
    }
  })
  it('refuses unknown or repeated sorts and repeated filters', () => {
    expect(readListingState([{ code: 'TRI', value: 'prix' }], undefined)).toBeNull()
    expect(
      readListingState(
        [
          { code: 'TRI', value: 'nom-az' },
          { code: 'TRI', value: 'nom-az' },
        ],
        undefined,
      ),
    ).toBeNull()
    expect(
      readListingState(
        [
          { code: 'FORME', value: 'pate' },
          { code: 'FORME', value: 'pate' },
        ],
        undefined,
      ),
    ).toBeNull()
  })
})

describe('listingParams', () => {
  it('writes facet filters, then the sort unless default, and the page from 2', () => {
    expect(listingParams({ filters: [], sort: 'relevance', page: 1 })).toStrictEqual({})
    expect(listingParams({ filters: [{ code: 'FORME', value: 'pate' }], sort: 'newest', page: 2 })).toStrictEqual({
      filters: [
        { code: 'FORME', value: 'pate' },
        { code: 'TRI', value: 'nouveautes' },
      ],
      page: 2,
    })
  })
  it('round-trips through the route table', () => {
    const state = { filters: [{ code: 'FONCTION', value: 'lissage' }], sort: 'name-asc' as const, page: 4 }
    const path = build('category', { target: 'part', slug: 'reboucher', ...listingParams(state) }, 'fr')
    expect(path).toBe('/fr/enduit-particuliers/categorie/reboucher/_FONCTION__lissage/_TRI__nom-az/_p__4')
    const route = parse(path)
    expect(readListingState(route?.filters, route?.page)).toStrictEqual(state)
  })
})

describe('toggleFilter, clearFilters, withSort, withPage', () => {
  const base = { filters: [{ code: 'FORME', value: 'pate' }], sort: 'name-asc' as const, page: 3 }
  it('adds a filter in the listing’s one order (decision 077) and resets the page', () => {
    expect(toggleFilter(base, { code: 'FONCTION', value: 'lissage' })).toStrictEqual({
      filters: [
        { code: 'FONCTION', value: 'lissage' },
        { code: 'FORME', value: 'pate' },
      ],
      sort: 'name-asc',
      page: 1,
    })
  })
  it('removes a present filter', () => {
    expect(toggleFilter(base, { code: 'FORME', value: 'pate' }).filters).toStrictEqual([])
  })
  it('clears the filters but keeps the sort', () => {
    expect(clearFilters(base)).toStrictEqual({ filters: [], sort: 'name-asc', page: 1 })
  })
  it('changes the sort on page 1, and the page alone', () => {
    expect(withSort(base, 'newest')).toStrictEqual({ ...base, sort: 'newest', page: 1 })
    expect(withPage(base, 5)).toStrictEqual({ ...base, page: 5 })
  })
})

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 5, [1, 2, 3, 4, 5]],
    [2, 7, [1, 2, 3, null, 7]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [3, 5, [1, 2, 3, 4, 5]],
    [10, 10, [1, null, 9, 10]],
  ])('page %i of %i', (current, count, expected) => {
    expect(paginationItems(current, count)).toStrictEqual(expected)
  })
})

describe('filterValueSlug', () => {
  it('keeps slugs and turns numbers and free texts into slugs', () => {
    expect(filterValueSlug('plaque-de-platre')).toBe('plaque-de-platre')
    expect(filterValueSlug('480')).toBe('480')
    expect(filterValueSlug('0.5')).toBe('0-5')
    expect(filterValueSlug('1,4 kg/m²/mm')).toBe('1-4-kg-m2-mm')
    expect(filterValueSlug('0,15 L/m² par couche')).toBe('0-15-l-m2-par-couche')
    expect(filterValueSlug('Chêne clair')).toBe('chene-clair')
  })
  it('always yields a valid filter segment value', () => {
    for (const value of ['1,4 kg/m²/mm', 'A+', '  x  ', 'Œuvre', '0.5']) {
      expect(build('category', { target: 'pro', filters: [{ code: 'X', value: filterValueSlug(value) }] }, 'fr')).toContain('_X__')
    }
  })
})
