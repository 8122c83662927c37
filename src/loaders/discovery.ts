/** Loaders of the discovery routes: search results, choice guide, comparator and favourites. */
import 'server-only'
import { formatValueWithUnit } from '@/domain/format/units'
import { getCatalogue } from '@/data/catalogue'
import { GROUP_TYPES, KIND_OF, type GroupType } from '@/domain/api/search'
import { toSuggestItem } from '@/domain/api/search-map'
import type { Listing } from '@/domain/catalogue/listing'
import { DEFAULT_PER_PAGE, listProducts } from '@/domain/catalogue/listing'
import type { Catalogue } from '@/domain/catalogue/types'
import { RESULT_TYPE_FILTER_CODE } from '@/domain/routing/listing-address'
import type { Route } from '@/domain/routing/types'
import { format } from '@/i18n/template'
import type { GuideChoice, GuideData, PageLoader, ResultsData } from './types'
import { searchEngine } from '@/data/search/engine'
import { DEFAULT_SORT, readListingState, type ListingState } from '@/domain/catalogue/listing-state'
import { splitPriceFilters } from '@/domain/catalogue/price-buckets'
import { filtersToValues } from '@/domain/routing/page-helpers'
import { defaultResultsType } from '@/domain/search/results-tab'
import { capSearchTerm } from '@/domain/search/term'

const EMPTY_LISTING: Listing = { items: [], total: 0, page: 1, perPage: DEFAULT_PER_PAGE, pageCount: 1, facets: [] }

/**
 * The results page (spec §2): every type's total, then the products as a listing (filters,
 * sort, pages) or, with a `_TYPE__categories|pages|faq` segment, that type's items in pages.
 * Without that segment, the first type that has results (`defaultResultsType`): a term that
 * finds only pages opens on the pages, not on an empty products tab.
 * Null → 404 (bad segment, page past the end).
 */
async function loadResults(route: Route, search: string): Promise<{ listing: Listing; state: ListingState; results: ResultsData } | null> {
  const typeFilters = (route.filters ?? []).filter((f) => f.code === RESULT_TYPE_FILTER_CODE)
  if (typeFilters.length > 1) return null
  const typeValue = typeFilters[0]?.value
  if (typeValue !== undefined && (typeValue === 'products' || !(GROUP_TYPES as readonly string[]).includes(typeValue))) return null
  const state = readListingState(
    (route.filters ?? []).filter((f) => f.code !== RESULT_TYPE_FILTER_CODE),
    route.page,
  )
  if (!state) return null
  const scope = { target: route.target, locale: route.locale }
  const engine = searchEngine()
  const all = await engine.search(scope, search)
  const totals = Object.fromEntries(GROUP_TYPES.map((t) => [t, all[KIND_OF[t]].total])) as Record<GroupType, number>
  // The tab the visitor chose (its segment) is kept; without one, the first that has results.
  const selectsProducts = state.filters.length > 0 || state.sort !== DEFAULT_SORT || state.page > 1
  const type = typeValue !== undefined ? (typeValue as GroupType) : defaultResultsType(totals, selectsProducts)

  if (type === 'products') {
    const catalogue = await getCatalogue(route.target, route.locale)
    // A price bucket or a characteristic's value that does not exist: 404.
    const split = splitPriceFilters(state.filters)
    const filters = split ? filtersToValues(catalogue, split.filters) : null
    if (!split || !filters) return null
    const rankedIds = all.product.hits.map((hit) => hit.doc.id)
    const listing = listProducts(catalogue, { rankedIds, filters, priceBuckets: split.buckets, sort: state.sort, page: state.page })
    if (state.page > listing.pageCount) return null
    return { listing, state, results: { type, totals, items: [], page: listing.page, pageCount: listing.pageCount } }
  }

  // Other types have no filters nor sort.
  if (state.filters.length > 0 || state.sort !== DEFAULT_SORT) return null
  const group = all[KIND_OF[type]]
  const pageCount = Math.max(1, Math.ceil(group.total / DEFAULT_PER_PAGE))
  if (state.page > pageCount) return null
  const start = (state.page - 1) * DEFAULT_PER_PAGE
  const items = group.hits.slice(start, start + DEFAULT_PER_PAGE).map(toSuggestItem)
  return { listing: EMPTY_LISTING, state, results: { type, totals, items, page: state.page, pageCount } }
}

/**
 * The choice-guide page (spec §2, §4): the choices decoded from the route (a bad base64
 * or JSON never reaches here: the route does not parse, 404), the plan's products that
 * have every chosen value, with the listing's filters and pages, and why each matches.
 */
async function loadGuide(route: Route): Promise<{ catalogue: Catalogue; guide: GuideData; listing: Listing; state: ListingState } | null> {
  // No choice yet (the menu entry's address, for a new tab or without JavaScript): the
  // guide's start page, which lists every product of the audience.
  const entries = Object.entries(route.choices ?? {})
  const state = readListingState(route.filters, route.page)
  if (!state) return null
  const catalogue = await getCatalogue(route.target, route.locale)
  const defs = new Map(catalogue.characteristics.filter((c) => c.usage[route.target].guide).map((c) => [c.technicalName, c]))
  const choices: GuideChoice[] = []
  for (const [technicalName, value] of entries) {
    const def = defs.get(technicalName)
    if (!def) return null
    const known = def.values.find((v) => v.slug === value)
    choices.push({
      technicalName,
      label: def.label,
      value,
      valueLabel: known ? known.label : formatValueWithUnit(value, def.unit, route.locale),
    })
  }
  choices.sort(
    (a, b) =>
      (defs.get(a.technicalName)?.usage[route.target].guideOrder ?? 0) - (defs.get(b.technicalName)?.usage[route.target].guideOrder ?? 0),
  )
  const matching = catalogue.products.filter(
    (p) =>
      p.targets.includes(route.target) &&
      choices.every((c) => p.caracteristics.some((pc) => pc.technicalName === c.technicalName && pc.values.includes(c.value))),
  )
  const filters = filtersToValues(catalogue, state.filters)
  if (!filters) return null
  const rankedIds = [...matching]
    .sort((a, b) => Number(b.promoted) - Number(a.promoted) || a.name.localeCompare(b.name, 'fr'))
    .map((p) => p.id)
  const listing = listProducts(catalogue, { rankedIds, filters, sort: state.sort, page: state.page })
  if (state.page > listing.pageCount) return null
  const reasons: Record<number, string[]> = {}
  for (const product of listing.items) {
    reasons[product.id] = choices.map((choice) => {
      const def = defs.get(choice.technicalName)
      const values = product.caracteristics.find((pc) => pc.technicalName === choice.technicalName)?.values ?? []
      const others = values.filter((v) => v !== choice.value).map((v) => def?.values.find((dv) => dv.slug === v)?.label ?? v)
      return others.length > 0
        ? `${choice.label} : ${choice.valueLabel} (aussi ${others.join(', ')})`
        : `${choice.label} : ${choice.valueLabel}`
    })
  }
  return { catalogue, guide: { choices, reasons }, listing, state }
}

export const resultsLoader: PageLoader = {
  async load(route, { m }) {
    // Cut like the API's `text` (a 10,000-character term would be searched and echoed whole).
    const search = capSearchTerm(route.search ?? '')
    const found = await loadResults(route, search)
    if (!found) return null
    const title = format(m.results.title, { search })
    return {
      view: { kind: 'results', search, listing: found.listing, state: found.state, results: found.results },
      title,
      description: format(m.meta.resultsDescription, { search }),
      noindex: true,
      subject: { kind: 'route', title },
    }
  },
}

export const choiceGuideLoader: PageLoader = {
  async load(route, { m }) {
    const found = await loadGuide(route)
    if (!found) return null
    return {
      view: { kind: 'choiceGuide', catalogue: found.catalogue, guide: found.guide, listing: found.listing, state: found.state },
      title: found.guide.choices.length > 0 ? m.discovery.guide.pageTitle : m.discovery.guide.title,
      description: m.discovery.guide.intro,
      noindex: true,
      subject: { kind: 'route', title: m.routes.choiceGuide },
    }
  },
}

/** The comparator and favourites: static shells, the lists live in the browser. */
export const comparatorLoader: PageLoader = {
  async load(route, { m }) {
    const title = m.routes[route.name]
    return { view: { kind: 'comparator' }, title, description: m.discovery.compare.intro, noindex: true, subject: { kind: 'route', title } }
  },
}

export const favouritesLoader: PageLoader = {
  async load(route, { m }) {
    const title = m.routes[route.name]
    return {
      view: { kind: 'favourites' },
      title,
      description: m.discovery.favourites.intro,
      noindex: true,
      subject: { kind: 'route', title },
    }
  },
}
