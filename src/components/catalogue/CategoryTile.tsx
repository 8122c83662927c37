import type { Category } from '@/domain/catalogue/types'
import { build } from '@/domain/routing/routes'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/loaders/types'
import styles from './CategoryTile.module.css'

/** Category tile: cover, name (the link, covering the tile), summary. */
export function CategoryTile({
  ctx,
  category,
  headingLevel = 'h3',
  priority = false,
  compact = false,
  sizes = '(max-width: 520px) 100vw, (max-width: 900px) 50vw, 300px',
}: {
  ctx: ViewContext
  category: Category
  headingLevel?: 'h2' | 'h3'
  /** Above the fold on small screens: the LCP candidate. */
  priority?: boolean
  /** Two a row on a phone (home): the summary only from tablets up. */
  compact?: boolean
  /** The width the cover is drawn at (`sizes`), when the grid differs from the category page's. */
  sizes?: string
}) {
  const Heading = headingLevel
  return (
    <article className={compact ? `${styles.tile} ${styles.compact}` : styles.tile}>
      {category.cover ? (
        <Picture image={category.cover} size="large" alt="" priority={priority} sizes={sizes} className={styles.media} />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <Heading className={styles.name}>
          <SmartLink href={build('category', { target: ctx.target, slug: category.slug }, ctx.locale)} className="card-link">
            <Trademark text={category.name} />
          </SmartLink>
        </Heading>
        {category.summary ? <p>{category.summary}</p> : null}
      </div>
    </article>
  )
}
