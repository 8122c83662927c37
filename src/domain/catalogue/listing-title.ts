/**
 * What a listing state says in words: the criteria a visitor ticked, as the page's chips name
 * them, and the page title of a filtered, sorted or paged listing (« Enduits de lissage –
 * Fonction : Lissage – Page 2 »). Each state has its own address (decision 010), so it gets its
 * own title: a screen reader's route announcement and a browser tab then say which selection is
 * shown. Pure: the loaders write the title, the listing view the chips.
 */
import type { Facet, Listing } from '@/domain/catalogue/listing'
import { DEFAULT_SORT, filterValueSlug, type ListingState } from '@/domain/catalogue/listing-state'
import { PRICE_FILTER_CODE, type PriceBucketSlug } from '@/domain/catalogue/price-buckets'
import { valuesAsList } from '@/domain/format/list'
import type { Filter } from '@/domain/routing/types'

/** The words of the price facet: its label (HT or TTC) and each bucket's. */
export interface PriceFacetWords {
  label: string
  buckets: Readonly<Record<PriceBucketSlug, string>>
}

/** The facets of a listing: its characteristics, then the price buckets as a facet of their own when it has them. */
export function listingFacets(listing: Pick<Listing, 'facets' | 'prices'>, price: PriceFacetWords): Facet[] {
  if (!listing.prices) return listing.facets
  const priceFacet: Facet = {
    technicalName: PRICE_FILTER_CODE,
    label: price.label,
    unit: null,
    values: listing.prices.map((value) => ({ ...value, label: price.buckets[value.value as PriceBucketSlug] ?? value.label })),
  }
  return [...listing.facets, priceFacet]
}

export interface SelectedFilter {
  filter: Filter
  /** The facet's label, or its code when the listing no longer knows it. */
  facetLabel: string
  /** The value's label, or its address form when the facet no longer lists it. */
  label: string
}

/** The state's filters with their words, in the address's order. */
export function selectedFilters(facets: readonly Facet[], filters: readonly Filter[]): SelectedFilter[] {
  return filters.map((filter) => {
    const facet = facets.find((f) => f.technicalName === filter.code)
    const value = facet?.values.find((v) => filterValueSlug(v.value) === filter.value)
    return { filter, facetLabel: facet?.label ?? filter.code, label: value?.label ?? filter.value }
  })
}

export interface ListingTitleWords {
  /** « Trier par », and each sort's label. */
  sortBy: string
  sorts: Readonly<Record<ListingState['sort'], string>>
  /** The page's label from its number (« Page 2 »). */
  page: (page: number) => string
  /** What joins a label and its value in the page's language (« \u00a0: » in French). */
  colon: string
}

/** Between the listing's name and each part of its state. */
export const TITLE_SEPARATOR = ' – '

/**
 * The title of a listing in a state: its name, then each ticked facet with its values (« Fonction :
 * Lissage, rebouchage »), the sort when it is not the default one, and the page from the second
 * one. The listing without any of these keeps its name alone.
 */
export function listingTitle(name: string, state: ListingState, selected: readonly SelectedFilter[], words: ListingTitleWords): string {
  const groups = new Map<string, { label: string; values: string[] }>()
  for (const { filter, facetLabel, label } of selected) {
    const group = groups.get(filter.code)
    if (group) group.values.push(label)
    else groups.set(filter.code, { label: facetLabel, values: [label] })
  }
  const parts = [name, ...[...groups.values()].map((group) => `${group.label}${words.colon}${valuesAsList(group.values)}`)]
  if (state.sort !== DEFAULT_SORT) parts.push(`${words.sortBy}${words.colon}${words.sorts[state.sort]}`)
  if (state.page > 1) parts.push(words.page(state.page))
  return parts.join(TITLE_SEPARATOR)
}
