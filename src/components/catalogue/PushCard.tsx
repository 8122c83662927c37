import type { Push } from '@/domain/content/types'
import { colon } from '@/i18n/punctuation'
import type { Locale } from '@/domain/routing/types'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import styles from './PushCard.module.css'

/** Promotional push (spec §3 "Push/paragraph"): 370×300 visual (no text in it), title, text, link. */
export function PushCard({
  push,
  learnMore,
  locale,
  headingLevel = 'h3',
  layout = 'card',
}: {
  push: Push
  learnMore: string
  /** The page's language: the hidden « : {title} » after the link's words is punctuated by it. */
  locale: Locale
  headingLevel?: 'h2' | 'h3'
  /**
   * `compact` (home): on a phone the visual beside the text, a row each; from 720 px a card
   * with the visual above, three abreast, so no blank is left under a thumbnail.
   */
  layout?: 'card' | 'compact'
}) {
  const Heading = headingLevel
  return (
    <article className={layout === 'compact' ? `${styles.push} ${styles.compact}` : styles.push}>
      {push.visuel ? (
        <Picture
          image={push.visuel}
          size="push"
          alt=""
          sizes={layout === 'compact' ? '(max-width: 719px) 36vw, (max-width: 1024px) 33vw, 380px' : undefined}
          className={styles.media}
        />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Trademark text={push.titre} />
        </Heading>
        {push.text ? <p>{push.text}</p> : null}
        {push.href ? (
          <SmartLink href={push.href} className={styles.link}>
            {push.labelLink ?? learnMore}
            <span className="visually-hidden">
              {colon(locale)}
              {push.titre}
            </span>
          </SmartLink>
        ) : null}
      </div>
    </article>
  )
}
