import type { ReactNode } from 'react'
import type { Facet, Listing } from '@/domain/catalogue/listing'
import { format, plural } from '@/i18n/template'
import { labelled } from '@/i18n/punctuation'
import { ProductCard } from '@/components/catalogue/ProductCard'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/loaders/types'
import {
  clearFilters,
  filterValueSlug,
  paginationItems,
  SORT_ORDER,
  toggleFilter,
  withPage,
  withSort,
  type ListingState,
} from '@/domain/catalogue/listing-state'
import { PRICE_FILTER_CODE, type PriceBucketSlug } from '@/domain/catalogue/price-buckets'
import styles from './Listing.module.css'

interface ListingViewProps {
  ctx: ViewContext
  listing: Listing
  state: ListingState
  /** Address of a listing state; null when it cannot be written (too many filter segments). */
  hrefFor: (state: ListingState) => string | null
  /** Message when nothing matches without any filter. */
  emptyMessage: string
  /** The first product images are above the fold on large screens. */
  priorityCount?: number
  /** Extra line on a product's card (the choice guide's reasons). */
  noteFor?: (product: Listing['items'][number]) => ReactNode
}

/**
 * A product listing driven by the URL (decision 010): facets with counts, active
 * filters, sort links, result count, product cards and pagination. Every control is
 * a plain link, so the page works without JavaScript and stays static.
 */
export function ListingView({ ctx, listing, state, hrefFor, emptyMessage, priorityCount = 0, noteFor }: ListingViewProps) {
  const { m } = ctx
  // The state holds URL values (filterValueSlug of the characteristic values).
  const buckets = m.listing.priceBuckets as Record<PriceBucketSlug, string>
  // The price buckets (HT or TTC, the plan's basis), as a facet of their own, last.
  const priceFacet: Facet | null = listing.prices
    ? {
        technicalName: PRICE_FILTER_CODE,
        label: m.listing.priceFacet[ctx.target],
        unit: null,
        values: listing.prices.map((value) => ({ ...value, label: buckets[value.value as PriceBucketSlug] ?? value.label })),
      }
    : null
  const allFacets = priceFacet ? [...listing.facets, priceFacet] : listing.facets
  const facets = allFacets.filter((facet) => facet.values.length > 0)
  const selected = state.filters.map((filter) => {
    const facet = allFacets.find((f) => f.technicalName === filter.code)
    const value = facet?.values.find((v) => filterValueSlug(v.value) === filter.value)
    return { filter, facetLabel: facet?.label ?? filter.code, label: value?.label ?? filter.value }
  })
  const clearHref = hrefFor(clearFilters(state))

  return (
    <div className={styles.layout}>
      {facets.length > 0 ? (
        <aside aria-labelledby="facets-title">
          <h2 id="facets-title" className={styles.facetsTitle}>
            {m.listing.filters}
          </h2>
          {/* Below 1025 px the criteria wait behind one toggle, so that the products come
              first on a phone; wider, they are always shown (decision 106). Closed on every
              page: after a tick the visitor sees the narrowed list and its criteria's chips,
              and the toggle counts the active criteria. */}
          <details className={styles.panel}>
            <summary className={styles.panelToggle}>{plural(m.listing.filterToggle, state.filters.length)}</summary>
            {facets.map((facet) => (
              <FacetGroup key={facet.technicalName} facet={facet} state={state} hrefFor={hrefFor} />
            ))}
          </details>
        </aside>
      ) : null}

      <div className={styles.results}>
        {selected.length > 0 ? (
          <div className={styles.active}>
            <h2 className="visually-hidden">{m.listing.activeFilters}</h2>
            <ul>
              {selected.map(({ filter, facetLabel, label }) => {
                const href = hrefFor(toggleFilter(state, filter))
                return (
                  <li key={`${filter.code}-${filter.value}`}>
                    {href ? (
                      <SmartLink
                        href={href}
                        className={styles.chip}
                        aria-label={format(m.listing.removeFilter, { label: labelled(facetLabel, label, ctx.locale) })}
                      >
                        <span>{labelled(facetLabel, label, ctx.locale)}</span>
                        <span aria-hidden="true" className={styles.chipX}>
                          ×
                        </span>
                      </SmartLink>
                    ) : null}
                  </li>
                )
              })}
            </ul>
            {clearHref ? (
              <SmartLink href={clearHref} className={styles.clear}>
                {m.listing.clearAll}
              </SmartLink>
            ) : null}
          </div>
        ) : null}

        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {plural(m.listing.count, listing.total)}
          </p>
          {listing.total > 1 ? (
            <div className={styles.sorts}>
              <span id="sort-label">{m.listing.sortBy}</span>
              <ul aria-labelledby="sort-label">
                {SORT_ORDER.map((sort) => {
                  const href = hrefFor(withSort(state, sort))
                  const current = sort === state.sort
                  return (
                    <li key={sort}>
                      {href && !current ? (
                        <SmartLink href={href} className={styles.sort}>
                          {m.listing.sorts[sort]}
                        </SmartLink>
                      ) : (
                        <span className={styles.sort} aria-current={current ? 'true' : undefined}>
                          {m.listing.sorts[sort]}
                        </span>
                      )}
                    </li>
                  )
                })}
              </ul>
            </div>
          ) : null}
        </div>

        {listing.items.length > 0 ? (
          <ul className="grid-cards">
            {listing.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard ctx={ctx} product={product} headingLevel="h2" priority={index < priorityCount} note={noteFor?.(product)} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>{state.filters.length > 0 ? m.listing.empty : emptyMessage}</p>
            {state.filters.length > 0 && clearHref ? (
              <SmartLink href={clearHref} className="button button-secondary">
                {m.listing.clearAll}
              </SmartLink>
            ) : null}
          </div>
        )}

        {listing.pageCount > 1 ? <Pagination ctx={ctx} listing={listing} state={state} hrefFor={hrefFor} /> : null}
      </div>
    </div>
  )
}

function FacetGroup({ facet, state, hrefFor }: { facet: Facet; state: ListingState; hrefFor: (state: ListingState) => string | null }) {
  const active = facet.values.some((value) => value.selected)
  return (
    <details className={styles.facet} open={active} data-testid="facet">
      <summary>{facet.label}</summary>
      <ul>
        {facet.values.map((value) => {
          const href = hrefFor(toggleFilter(state, { code: facet.technicalName, value: filterValueSlug(value.value) }))
          const content = (
            <>
              <span className={styles.box} aria-hidden="true" />
              <span className={styles.valueLabel}>{value.label}</span>
              <span className={styles.valueCount}>({value.count})</span>
            </>
          )
          return (
            <li key={value.value}>
              {href ? (
                <SmartLink href={href} className={styles.value} aria-current={value.selected ? 'true' : undefined}>
                  {content}
                </SmartLink>
              ) : (
                <span className={styles.value}>{content}</span>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}

function Pagination({
  ctx,
  listing,
  state,
  hrefFor,
}: {
  ctx: ViewContext
  listing: Listing
  state: ListingState
  hrefFor: (state: ListingState) => string | null
}) {
  const { m } = ctx
  const previous = listing.page > 1 ? hrefFor(withPage(state, listing.page - 1)) : null
  const next = listing.page < listing.pageCount ? hrefFor(withPage(state, listing.page + 1)) : null
  return (
    <nav className={styles.pagination} aria-label={m.listing.pagination}>
      <ul>
        <li>
          {previous ? (
            <SmartLink href={previous} className={styles.pageStep}>
              <span aria-hidden="true">‹ </span>
              {m.listing.previous}
            </SmartLink>
          ) : null}
        </li>
        {paginationItems(listing.page, listing.pageCount).map((page, index) => {
          if (page === null) {
            return (
              <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
                …
              </li>
            )
          }
          const label = format(m.listing.page, { page })
          const href = hrefFor(withPage(state, page))
          const text = (
            <>
              <span className="visually-hidden">{label}</span>
              <span aria-hidden="true">{page}</span>
            </>
          )
          return (
            <li key={page}>
              {page === listing.page || !href ? (
                <span className={styles.pageNumber} aria-current="page">
                  {text}
                </span>
              ) : (
                <SmartLink href={href} className={styles.pageNumber}>
                  {text}
                </SmartLink>
              )}
            </li>
          )
        })}
        <li>
          {next ? (
            <SmartLink href={next} className={styles.pageStep}>
              {m.listing.next}
              <span aria-hidden="true"> ›</span>
            </SmartLink>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
