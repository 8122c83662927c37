import type { FaqEntry } from '@/domain/content/types'
import { paragraphs } from '@/domain/content/listing'
import styles from './Content.module.css'

/** Questions as native disclosure widgets: keyboard and screen readers work without script. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className={styles.faq}>
      {entries.map((entry) => (
        <details key={entry.id} id={`faq-${entry.id}`} className={styles.faqItem}>
          <summary>{entry.question}</summary>
          <div className={styles.faqAnswer}>
            {paragraphs(entry.answer).map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
