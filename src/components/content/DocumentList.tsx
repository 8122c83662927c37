import type { DocumentFile } from '@/domain/catalogue/types'
import { documentTitleIn } from '@/domain/content/documents'
import { formatFileSize } from '@/i18n/format'
import { format } from '@/i18n/template'
import type { ViewContext } from '@/loaders/types'
import styles from './Content.module.css'

/** PDF files as download links with their size (opened by the browser's viewer); French, as English pages say. */
export function DocumentList({ ctx, documents }: { ctx: ViewContext; documents: readonly DocumentFile[] }) {
  const { m, locale } = ctx
  return (
    <ul className={styles.documents}>
      {documents.map((document) => (
        <li key={document.id}>
          <a href={document.url} className={styles.documentLink}>
            <span>{documentTitleIn(document.title, locale)}</span>
            <span className={styles.documentMeta}>{format(m.content.pdf, { size: formatFileSize(document.size, locale) })}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
