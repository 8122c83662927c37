import { build } from '@/domain/routing/routes'
import { format } from '@/i18n/template'
import { SiteSearch } from '@/components/layout/SiteSearch'
import type { ViewContext } from '@/loaders/types'
import { StatusContent } from './StatusContent'
import styles from './StatusPage.module.css'

/** 404 (spec §2, §8): title, description, a product-search suggestion and a home link. */
export function NotFoundPage({ ctx }: { ctx: ViewContext }) {
  const { m, target, locale } = ctx
  return (
    <StatusContent
      status={404}
      header={format(m.errors.header, { status: 404 })}
      title={m.errors.notFound.title}
      text={m.errors.notFound.text}
      homeHref={build('home', { target }, locale)}
      homeLabel={m.common.backHome}
    >
      <section className={styles.search} aria-labelledby="not-found-search">
        <h2 id="not-found-search">{m.errors.notFound.searchTitle}</h2>
        <SiteSearch ctx={ctx} id="not-found-search-input" landmarkLabel={m.errors.notFound.searchTitle} />
      </section>
    </StatusContent>
  )
}
