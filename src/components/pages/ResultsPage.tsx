import type { Listing } from '@/domain/catalogue/listing'
import { build, RouteBuildError } from '@/domain/routing/routes'
import { listingParams, type ListingState } from '@/components/listing/listing-state'
import { ListingView } from '@/components/listing/ListingView'
import { SiteSearch } from '@/components/layout/SiteSearch'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/components/site/context'
import styles from './CatalogueHeader.module.css'

interface ResultsPageProps {
  ctx: ViewContext
  title: string
  search: string
  listing: Listing
  state: ListingState
  ourFillersHref: string
}

/**
 * Search results: products of the plan matching the term (listProducts text search).
 * The full search engine (pages, categories, documents, suggestions) comes later.
 */
export function ResultsPage({ ctx, title, search, listing, state, ourFillersHref }: ResultsPageProps) {
  const { m, target, locale } = ctx
  const hrefFor = (next: ListingState): string | null => {
    try {
      return build('results', { target, search, ...listingParams(next) }, locale)
    } catch (error) {
      if (error instanceof RouteBuildError) return null
      throw error
    }
  }
  return (
    <div className="container">
      <header className={styles.header}>
        <h1>{title}</h1>
        <SiteSearch ctx={ctx} id="results-search" landmarkLabel={m.search.label} defaultValue={search} />
      </header>
      {listing.total === 0 && state.filters.length === 0 ? (
        <div className={styles.header}>
          <p className="lead">{m.results.empty}</p>
          <p>{m.results.emptyHint}</p>
          <SmartLink href={ourFillersHref} className="button button-secondary">
            {m.results.browseAll}
          </SmartLink>
        </div>
      ) : (
        <ListingView ctx={ctx} listing={listing} state={state} hrefFor={hrefFor} emptyMessage={m.results.empty} />
      )}
    </div>
  )
}
