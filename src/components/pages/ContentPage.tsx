import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { CmsPage, PageBlock } from '@/domain/content/types'
import { formatDate, isoDay } from '@/i18n/format'
import { PushCard } from '@/components/catalogue/PushCard'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/components/site/context'
import styles from './ContentPage.module.css'

function isEditorState(value: unknown): value is SerializedEditorState {
  return typeof value === 'object' && value !== null && 'root' in value
}

function Block({ block, ctx }: { block: PageBlock; ctx: ViewContext }) {
  switch (block.kind) {
    case 'richText':
      return isEditorState(block.content) ? <RichText data={block.content} className={`prose ${styles.rich}`} /> : null
    case 'image':
      return block.image ? (
        <figure className={styles.figure}>
          <Picture image={block.image} size="large" />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      ) : null
    case 'pushes':
      return (
        <section className={styles.pushes}>
          {block.title ? <h2>{block.title}</h2> : null}
          <ul>
            {block.items.map((push, index) => (
              <li key={`${push.titre}-${index}`}>
                <PushCard push={push} learnMore={ctx.m.common.learnMore} headingLevel={block.title ? 'h3' : 'h2'} />
              </li>
            ))}
          </ul>
        </section>
      )
    case 'cta':
      return (
        <aside className={styles.cta}>
          <p>{block.text}</p>
          <SmartLink href={block.href} className="button">
            {block.label}
          </SmartLink>
        </aside>
      )
  }
}

/** Generic CMS page of the catch-all (spec §2); news items show their date and tags. */
export function ContentPage({ ctx, page }: { ctx: ViewContext; page: CmsPage }) {
  const { m, locale } = ctx
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
            <span className="visually-hidden">{m.page.tags} : </span>
            <ul>
              {page.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {page.excerpt ? <p className="lead">{page.excerpt}</p> : null}
      </header>
      {page.cover ? <Picture image={page.cover} size="large" priority className={styles.cover} /> : null}
      <div className={styles.blocks}>
        {page.blocks.map((block) => (
          <Block key={block.id} block={block} ctx={ctx} />
        ))}
      </div>
    </article>
  )
}
