import type { Push } from '@/domain/content/types'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import styles from './PushCard.module.css'

/** Promotional push (spec §3 "Push/paragraph"): 370×300 visual (no text in it), title, text, link. */
export function PushCard({
  push,
  learnMore,
  headingLevel = 'h3',
  layout = 'card',
}: {
  push: Push
  learnMore: string
  headingLevel?: 'h2' | 'h3'
  /** `row`: the visual beside the text, for a compact grid of pushes (home). */
  layout?: 'card' | 'row'
}) {
  const Heading = headingLevel
  return (
    <article className={layout === 'row' ? `${styles.push} ${styles.row}` : styles.push}>
      {push.visuel ? <Picture image={push.visuel} size="push" alt="" className={styles.media} /> : null}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Trademark text={push.titre} />
        </Heading>
        {push.text ? <p>{push.text}</p> : null}
        {push.href ? (
          <SmartLink href={push.href} className={styles.link}>
            {push.labelLink ?? learnMore}
            <span className="visually-hidden"> : {push.titre}</span>
          </SmartLink>
        ) : null}
      </div>
    </article>
  )
}
