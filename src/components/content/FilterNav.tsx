import { SmartLink } from '@/components/ui/SmartLink'
import styles from './Listing.module.css'

export interface FilterLink {
  key: string
  label: string
  href: string
  current: boolean
  count?: number
}

/** Tag or type filter of a listing: plain links (each filter has its own address). */
export function FilterNav({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label} className={styles.filters}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <SmartLink href={link.href} className={styles.filter} aria-current={link.current ? 'page' : undefined}>
              {link.label}
              {link.count !== undefined ? <span className={styles.filterCount}> ({link.count})</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
