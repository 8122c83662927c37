import type { Teaser } from '@/domain/content/types'
import { formatDate, isoDay } from '@/i18n/format'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/loaders/types'
import styles from './Listing.module.css'

/** Cards of news items or dossiers: the title link covers the card. */
export function TeaserGrid({ ctx, items, badge }: { ctx: ViewContext; items: readonly Teaser[]; badge?: (item: Teaser) => string | null }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const date = item.publishedAt ? formatDate(item.publishedAt, ctx.locale) : null
        const label = badge?.(item) ?? null
        return (
          <li key={item.id}>
            <article className={styles.card}>
              {item.cover ? (
                <Picture image={item.cover} size="push" alt="" sizes="(max-width: 640px) 100vw, 380px" className={styles.cardMedia} />
              ) : (
                <div className={styles.cardMedia} aria-hidden="true" />
              )}
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>
                  <SmartLink href={item.href} className="card-link">
                    <Trademark text={item.title} />
                  </SmartLink>
                </h2>
                {label || date ? (
                  <p className={styles.cardMeta}>
                    {label ? <span className={styles.badge}>{label}</span> : null}
                    {date && item.publishedAt ? <time dateTime={isoDay(item.publishedAt) ?? undefined}>{date}</time> : null}
                  </p>
                ) : null}
                {item.excerpt ? <p>{item.excerpt}</p> : null}
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
