import Link from 'next/link'
import type { ReactNode } from 'react'
import styles from './StatusPage.module.css'

interface StatusContentProps {
  status: 401 | 404 | 500
  /** "Page {status}" (spec §2: the header reads "Page {status}"). */
  header: string
  title: string
  text: string
  homeHref: string
  homeLabel: string
  children?: ReactNode
}

/**
 * Body of the error pages (404, 401, 500). No server-only import: the 500 page is
 * rendered by the client error boundary.
 */
export function StatusContent({ status, header, title, text, homeHref, homeLabel, children }: StatusContentProps) {
  return (
    <div className={`container ${styles.page}`} data-status={status}>
      <p className={styles.status}>{header}</p>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      {children}
      <p className={styles.actions}>
        <Link href={homeHref} className="button" prefetch={false}>
          {homeLabel}
        </Link>
      </p>
    </div>
  )
}
