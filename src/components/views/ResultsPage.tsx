import type { Listing } from '@/domain/catalogue/listing'
import { GROUP_TYPES } from '@/domain/api/search'
import { build, RouteBuildError } from '@/domain/routing/routes'
import { format } from '@/i18n/template'
import { listingParams, type ListingState } from '@/domain/catalogue/listing-state'
import { ListingView } from '@/components/listing/ListingView'
import { SiteSearch } from '@/components/layout/SiteSearch'
import { resultsHref } from '@/domain/routing/results-href'
import { SmartLink } from '@/components/ui/SmartLink'
import { OpenGuideButton } from '@/components/guide/OpenGuideButton.client'
import type { ViewContext } from '@/loaders/types'
import type { ResultsData } from '@/loaders/types'
import styles from '@/components/listing/Listing.module.css'
import results from './ResultsPage.module.css'

interface ResultsPageProps {
  ctx: ViewContext
  title: string
  search: string
  listing: Listing
  state: ListingState
  results: ResultsData
  ourFillersHref: string
}

/**
 * Search results (spec §2): one link per result type with its count; products as a
 * listing (filters, sort, pages), categories, pages and FAQ entries as paged lists. The
 * loader picks the tab (the visitor's, else the first with results); "no results for your
 * search" only when every type is empty.
 */
export function ResultsPage({ ctx, title, search, listing, state, results: data, ourFillersHref }: ResultsPageProps) {
  const { m, target, locale } = ctx
  const d = m.discovery
  const hrefFor = (next: ListingState): string | null => {
    try {
      return build('results', { target, search, ...listingParams(next) }, locale)
    } catch (error) {
      if (error instanceof RouteBuildError) return null
      throw error
    }
  }
  const grandTotal = GROUP_TYPES.reduce((sum, type) => sum + data.totals[type], 0)
  return (
    <div className="container">
      <header className={results.top}>
        <h1>{title}</h1>
        <SiteSearch ctx={ctx} id="results-search" landmarkLabel={m.search.label} defaultValue={search} />
        <p className={results.guide}>
          <OpenGuideButton label={d.guide.open} fallbackHref={build('home', { target }, locale)} className="button button-secondary" />
        </p>
      </header>
      {grandTotal === 0 ? (
        <div className={styles.header}>
          <p className="lead">{m.results.empty}</p>
          <p>{m.results.emptyHint}</p>
          <SmartLink href={ourFillersHref} className="button button-secondary">
            {m.results.browseAll}
          </SmartLink>
        </div>
      ) : (
        <>
          <nav aria-label={d.results.tabsLabel} className={results.tabs}>
            <ul>
              {GROUP_TYPES.map((type) => {
                const href = resultsHref(target, locale, search, type)
                const label = format(d.results.countOf, { type: d.types[type], count: data.totals[type] })
                return (
                  <li key={type}>
                    {href && data.totals[type] > 0 ? (
                      <SmartLink href={href} className={results.tab} aria-current={type === data.type ? 'page' : undefined}>
                        {label}
                      </SmartLink>
                    ) : (
                      <span className={results.tab} aria-current={type === data.type ? 'page' : undefined}>
                        {label}
                      </span>
                    )}
                  </li>
                )
              })}
            </ul>
          </nav>
          {data.type === 'products' ? (
            // Other types have results (else the box above): no "no results for your search" here.
            <ListingView ctx={ctx} listing={listing} state={state} hrefFor={hrefFor} emptyMessage={d.results.none} />
          ) : (
            <section aria-label={d.types[data.type]}>
              {data.items.length === 0 ? <p>{d.results.none}</p> : null}
              <ul className={results.list}>
                {data.items.map((item) => (
                  <li key={item.id} className={results.item}>
                    <h2 className={results.itemTitle}>
                      <SmartLink href={item.href}>{item.name ?? item.title}</SmartLink>
                    </h2>
                    {item.content ? <p>{item.content}</p> : null}
                  </li>
                ))}
              </ul>
              {data.pageCount > 1 ? (
                <nav aria-label={m.listing.pagination} className={results.pages}>
                  <ul>
                    {Array.from({ length: data.pageCount }, (_, i) => i + 1).map((page) => {
                      const href = resultsHref(target, locale, search, data.type, page)
                      return (
                        <li key={page}>
                          {href ? (
                            <SmartLink href={href} aria-current={page === data.page ? 'page' : undefined}>
                              {page}
                            </SmartLink>
                          ) : null}
                        </li>
                      )
                    })}
                  </ul>
                </nav>
              ) : null}
            </section>
          )}
        </>
      )}
    </div>
  )
}
