import type { ReactNode } from 'react'
import type { Facet, Listing } from '@/domain/catalogue/listing'
import { listingFacets, selectedFilters } from '@/domain/catalogue/listing-title'
import { FOCUS_KEYS } from '@/domain/browser/focus-return'
import { format, plural } from '@/i18n/template'
import { labelled } from '@/i18n/punctuation'
import { ProductCard } from '@/components/catalogue/ProductCard'
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
import type { PriceBucketSlug } from '@/domain/catalogue/price-buckets'
import { FocusReturn } from './FocusReturn.client'
import { ListingLink } from './ListingLink'
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
 *
 * Each control is a page of its own; with JavaScript, following one keeps the scroll and gives
 * the focus back to the same control on the new page (a removed chip or a page number: to the
 * result count, where the results start), and the new count is said by the site's live region
 * (FocusReturn). The page's title names the state (loaders/metadata.ts).
 */
export function ListingView({ ctx, listing, state, hrefFor, emptyMessage, priorityCount = 0, noteFor }: ListingViewProps) {
  const { m } = ctx
  // The state holds URL values (filterValueSlug of the characteristic values); the price
  // buckets (HT or TTC, the plan's basis) come as a facet of their own, last.
  const allFacets = listingFacets(listing, {
    label: m.listing.priceFacet[ctx.target],
    buckets: m.listing.priceBuckets as Record<PriceBucketSlug, string>,
  })
  const facets = allFacets.filter((facet) => facet.values.length > 0)
  const selected = selectedFilters(allFacets, state.filters)
  const clearHref = hrefFor(clearFilters(state))
  const count = plural(m.listing.count, listing.total)

  return (
    <FocusReturn className={styles.layout} announcement={count}>
      {facets.length > 0 ? (
        <aside aria-labelledby="facets-title">
          <h2 id="facets-title" className={styles.facetsTitle}>
            {m.listing.filters}
          </h2>
          {/* Below 1025 px the criteria wait behind one toggle, so that the products come
              first on a phone; wider, they are always shown (decision 106). Closed when a page
              is opened: the visitor sees the list first, and the toggle counts the active
              criteria. A criterion ticked in the open panel leaves it open on the next page,
              with the focus on that criterion (FocusReturn), for the next one. */}
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
                      <ListingLink
                        href={href}
                        className={styles.chip}
                        aria-label={format(m.listing.removeFilter, { label: labelled(facetLabel, label, ctx.locale) })}
                        focusKey={FOCUS_KEYS.chip(filter.code, filter.value)}
                        focusThen={FOCUS_KEYS.count}
                      >
                        <span>{labelled(facetLabel, label, ctx.locale)}</span>
                        <span aria-hidden="true" className={styles.chipX}>
                          ×
                        </span>
                      </ListingLink>
                    ) : null}
                  </li>
                )
              })}
            </ul>
            {clearHref ? (
              <ListingLink href={clearHref} className={styles.clear} focusKey={FOCUS_KEYS.clear} focusThen={FOCUS_KEYS.count}>
                {m.listing.clearAll}
              </ListingLink>
            ) : null}
          </div>
        ) : null}

        <div className={styles.toolbar}>
          {/* Focusable by script: the focus comes here when the control followed is not on the
              new page. The new count is said by the site's live region, which was already there. */}
          <p className={styles.count} role="status" tabIndex={-1} data-focus-key={FOCUS_KEYS.count}>
            {count}
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
                        <ListingLink href={href} className={styles.sort} focusKey={FOCUS_KEYS.sort(sort)} focusThen={FOCUS_KEYS.count}>
                          {m.listing.sorts[sort]}
                        </ListingLink>
                      ) : (
                        // The sort chosen takes the focus back on its page (focusable by script only).
                        <span
                          className={styles.sort}
                          aria-current={current ? 'true' : undefined}
                          tabIndex={current ? -1 : undefined}
                          data-focus-key={current ? FOCUS_KEYS.sort(sort) : undefined}
                        >
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
              <ListingLink href={clearHref} className="button button-secondary" focusKey={FOCUS_KEYS.clear} focusThen={FOCUS_KEYS.count}>
                {m.listing.clearAll}
              </ListingLink>
            ) : null}
          </div>
        )}

        {listing.pageCount > 1 ? <Pagination ctx={ctx} listing={listing} state={state} hrefFor={hrefFor} /> : null}
      </div>
    </FocusReturn>
  )
}

function FacetGroup({ facet, state, hrefFor }: { facet: Facet; state: ListingState; hrefFor: (state: ListingState) => string | null }) {
  const active = facet.values.some((value) => value.selected)
  return (
    <details className={styles.facet} open={active} data-testid="facet">
      <summary data-focus-key={FOCUS_KEYS.facet(facet.technicalName)}>{facet.label}</summary>
      <ul>
        {facet.values.map((value) => {
          const slug = filterValueSlug(value.value)
          const href = hrefFor(toggleFilter(state, { code: facet.technicalName, value: slug }))
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
                <ListingLink
                  href={href}
                  className={styles.value}
                  aria-current={value.selected ? 'true' : undefined}
                  focusKey={FOCUS_KEYS.value(facet.technicalName, slug)}
                  focusThen={`${FOCUS_KEYS.facet(facet.technicalName)} ${FOCUS_KEYS.count}`}
                >
                  {content}
                </ListingLink>
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
            <ListingLink href={previous} className={styles.pageStep} focusThen={FOCUS_KEYS.count}>
              <span aria-hidden="true">‹ </span>
              {m.listing.previous}
            </ListingLink>
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
                <ListingLink href={href} className={styles.pageNumber} focusThen={FOCUS_KEYS.count}>
                  {text}
                </ListingLink>
              )}
            </li>
          )
        })}
        <li>
          {next ? (
            <ListingLink href={next} className={styles.pageStep} focusThen={FOCUS_KEYS.count}>
              {m.listing.next}
              <span aria-hidden="true"> ›</span>
            </ListingLink>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
