import type { Push } from '@/domain/content/types'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import styles from './PushCard.module.css'

/** Promotional push (spec §3 "Push/paragraph"): 370×300 visual, title, text, link. */
export function PushCard({ push, learnMore, headingLevel = 'h3' }: { push: Push; learnMore: string; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article className={styles.push}>
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
