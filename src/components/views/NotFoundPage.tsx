import { SiteSearch } from '@/components/layout/SiteSearch'
import type { ViewContext } from '@/loaders/types'
import { StatusPage } from './StatusPage'
import styles from './StatusPage.module.css'

/** 404 (spec §2, §8): title, description, a product-search suggestion and a home link. */
export function NotFoundPage({ ctx }: { ctx: ViewContext }) {
  const { m } = ctx
  return (
    <StatusPage ctx={ctx} status={404}>
      <section className={styles.search} aria-labelledby="not-found-search">
        <h2 id="not-found-search">{m.errors.notFound.searchTitle}</h2>
        <SiteSearch ctx={ctx} id="not-found-search-input" landmarkLabel={m.errors.notFound.searchTitle} />
      </section>
    </StatusPage>
  )
}
