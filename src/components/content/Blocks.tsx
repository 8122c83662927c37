import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { richTextWithNumbersKept } from '@/domain/content/typography'
import type { PageBlock } from '@/domain/content/types'
import { build } from '@/domain/routing/routes'
import { format } from '@/i18n/template'
import { colon } from '@/i18n/punctuation'
import { PushCard } from '@/components/catalogue/PushCard'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/loaders/types'
import { DocumentList } from './DocumentList'
import { FaqList } from './FaqList'
import { VideoConsent } from './VideoConsent.client'
import styles from './Content.module.css'

function isEditorState(value: unknown): value is SerializedEditorState {
  return typeof value === 'object' && value !== null && 'root' in value
}

function Block({ block, ctx }: { block: PageBlock; ctx: ViewContext }) {
  const { m } = ctx
  switch (block.kind) {
    case 'richText':
      return isEditorState(block.content) ? (
        <RichText data={richTextWithNumbersKept(block.content)} className={`prose ${styles.rich}`} />
      ) : null
    case 'image':
      return block.image ? (
        <figure className={styles.figure}>
          <Picture image={block.image} size="large" sizes="(max-width: 832px) 100vw, 800px" />
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
                <PushCard push={push} learnMore={m.common.learnMore} locale={ctx.locale} headingLevel={block.title ? 'h3' : 'h2'} />
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
    case 'video':
      return (
        <figure className={styles.video}>
          <VideoConsent
            youtubeId={block.youtubeId}
            title={block.title}
            labels={{
              placeholder: m.content.video.placeholder,
              allow: m.content.video.allow,
              watchOn: format(m.content.video.watchOn, { title: block.title }),
              newTab: m.common.newTab,
            }}
          />
          <figcaption>
            <strong>{block.title}</strong>
            {block.caption ? ` — ${block.caption}` : null}
          </figcaption>
        </figure>
      )
    case 'downloads':
      return block.documents.length > 0 ? (
        <section className={styles.section}>
          {block.title ? <h2>{block.title}</h2> : null}
          <DocumentList ctx={ctx} documents={block.documents} />
        </section>
      ) : null
    case 'faqExtract':
      return block.entries.length > 0 ? (
        <section className={styles.section}>
          <h2>{block.title ?? m.content.faqExtract}</h2>
          <FaqList entries={block.entries} />
          <p>
            <SmartLink href={build('faq', { target: ctx.target, ...(block.tag ? { segment: block.tag } : {}) }, 'fr')}>
              {m.content.seeFaq}
            </SmartLink>
          </p>
        </section>
      ) : null
    case 'testimonies':
      return (
        <section className={styles.section}>
          <h2>{block.title ?? m.content.testimonies}</h2>
          <ul className={styles.testimonies}>
            {block.items.map((item, index) => (
              <li key={`${item.author}-${index}`}>
                <figure>
                  <blockquote>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{item.author}</strong>
                    {item.role ? <span>, {item.role}</span> : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )
    case 'slider': {
      const label = format(m.content.slider, { title: block.title ?? '' })
      return (
        <section className={styles.section} aria-label={block.title ? undefined : label}>
          {block.title ? <h2>{block.title}</h2> : null}
          {/* Scroll-snap strip: swipe, scrollbar or arrow keys once focused; no script needed. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul className={styles.slider} tabIndex={0} aria-label={label}>
            {block.slides.map((slide, index) => (
              <li key={`${slide.title}-${index}`} className={styles.slide}>
                {slide.image ? <Picture image={slide.image} size="large" alt="" sizes="(max-width: 640px) 85vw, 520px" /> : null}
                <div className={styles.slideBody}>
                  <h3>
                    <Trademark text={slide.title} />
                  </h3>
                  {slide.text ? <p>{slide.text}</p> : null}
                  {slide.href ? (
                    <SmartLink href={slide.href}>
                      {slide.label ?? m.common.learnMore}
                      <span className="visually-hidden">
                        {colon(ctx.locale)}
                        {slide.title}
                      </span>
                    </SmartLink>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )
    }
  }
}

/** The blocks of a CMS page or a dossier (spec §3 page blocks). */
export function Blocks({ blocks, ctx }: { blocks: readonly PageBlock[]; ctx: ViewContext }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => (
        <Block key={block.id} block={block} ctx={ctx} />
      ))}
    </div>
  )
}
