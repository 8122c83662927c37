import type { Listing } from '@/domain/catalogue/listing'
import type { Category } from '@/domain/catalogue/types'
import { build, RouteBuildError } from '@/domain/routing/routes'
import { CategoryTile } from '@/components/catalogue/CategoryTile'
import { listingParams, type ListingState } from '@/domain/catalogue/listing-state'
import { ListingView } from '@/components/listing/ListingView'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/loaders/types'
import styles from '@/components/listing/Listing.module.css'

interface CategoryPageProps {
  ctx: ViewContext
  title: string
  category: Category | null
  subCategories: Category[]
  listing: Listing
  state: ListingState
}

/** Category listing (spec §2): all the plan's products without a slug. */
export function CategoryPage({ ctx, title, category, subCategories, listing, state }: CategoryPageProps) {
  const { m, target, locale } = ctx
  const hrefFor = (next: ListingState): string | null => {
    try {
      return build('category', { target, slug: category?.slug, ...listingParams(next) }, locale)
    } catch (error) {
      if (error instanceof RouteBuildError) return null // more than 10 filter segments
      throw error
    }
  }
  return (
    <div className="container">
      <header className={styles.header}>
        <h1>
          <Trademark text={title} />
        </h1>
        {category?.summary ? <p className="lead">{category.summary}</p> : null}
        {category?.description ? <p className={styles.description}>{category.description}</p> : null}
      </header>

      {subCategories.length > 0 ? (
        <section className={styles.children} aria-labelledby="sub-categories">
          <h2 id="sub-categories" className={styles.childrenTitle}>
            {m.listing.subCategories}
          </h2>
          <ul className={styles.childList}>
            {subCategories.map((child, index) => (
              <li key={child.id}>
                <CategoryTile ctx={ctx} category={child} priority={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ListingView
        ctx={ctx}
        listing={listing}
        state={state}
        hrefFor={hrefFor}
        emptyMessage={m.listing.emptyCategory}
        priorityCount={subCategories.length > 0 ? 0 : 2}
      />
    </div>
  )
}
