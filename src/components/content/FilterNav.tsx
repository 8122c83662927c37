import { FOCUS_KEYS } from '@/domain/browser/focus-return'
import { FocusReturn } from '@/components/listing/FocusReturn.client'
import { ListingLink } from '@/components/listing/ListingLink'
import styles from './Listing.module.css'

export interface FilterLink {
  key: string
  label: string
  href: string
  current: boolean
  count?: number
}

/**
 * Tag or type filter of a listing: plain links (each filter has its own address). With
 * JavaScript, the filter followed keeps the scroll and takes the focus back on its page
 * (FocusReturn), instead of leaving it on the body of the page replaced.
 */
export function FilterNav({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <FocusReturn>
      <nav aria-label={label} className={styles.filters}>
        <ul>
          {links.map((link) => (
            <li key={link.key}>
              <ListingLink
                href={link.href}
                className={styles.filter}
                aria-current={link.current ? 'page' : undefined}
                focusKey={FOCUS_KEYS.filter(label, link.key)}
              >
                {link.label}
                {link.count !== undefined ? <span className={styles.filterCount}> ({link.count})</span> : null}
              </ListingLink>
            </li>
          ))}
        </ul>
      </nav>
    </FocusReturn>
  )
}
