import type { CmsPage } from '@/domain/content/types'
import { build, routeExists } from '@/domain/routing/routes'
import { formatDate, isoDay } from '@/i18n/format'
import { Blocks } from '@/components/content/Blocks'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/loaders/types'
import { labelOfTag } from './EditorialPages'
import styles from './ContentPage.module.css'

/**
 * Generic CMS page of the catch-all (spec §2); news items show their date and their topics,
 * each named as the news list's filter names it and leading to that filter.
 */
export function ContentPage({ ctx, page }: { ctx: ViewContext; page: CmsPage }) {
  const { m, locale } = ctx
  const newsLocale = routeExists('news', locale) ? locale : 'fr'
  const date = page.type === 'actualite' && page.publishedAt ? formatDate(page.publishedAt, locale) : null
  const [before = '', after = ''] = m.page.publishedOn.split('{date}')
  return (
    <article className="container">
      <header className={styles.header}>
        <h1>
          <Trademark text={page.title} />
        </h1>
        {date && page.publishedAt ? (
          <p className={styles.date}>
            {before}
            <time dateTime={isoDay(page.publishedAt) ?? undefined}>{date}</time>
            {after}
          </p>
        ) : null}
        {page.type === 'actualite' && page.tags.length > 0 ? (
          <div className={styles.tags}>
            <ul aria-label={m.page.tags}>
              {page.tags.map((tag) => (
                <li key={tag}>
                  <SmartLink href={build('news', { target: ctx.target, segment: tag }, newsLocale)}>{labelOfTag(ctx, tag)}</SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {page.excerpt ? <p className="lead">{page.excerpt}</p> : null}
      </header>
      {page.cover ? (
        <Picture image={page.cover} size="large" priority sizes="(max-width: 832px) 100vw, 800px" className={styles.cover} />
      ) : null}
      <Blocks blocks={page.blocks} ctx={ctx} />
    </article>
  )
}
