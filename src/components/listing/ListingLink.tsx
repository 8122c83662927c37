import Link from 'next/link'
import type { ReactNode } from 'react'
import { localizePath } from '@/domain/navigation/localize-path'

interface ListingLinkProps {
  href: string
  children: ReactNode
  className?: string
  /** This control's key: the next page focuses the control with the same key (FocusReturn). */
  focusKey?: string
  /** Where the focus goes instead when the next page has no control with that key (space-separated keys). */
  focusThen?: string
  'aria-current'?: 'page' | 'true'
  'aria-label'?: string
}

/**
 * A link to another state of the same list (a filter, a sort, a page): a client navigation that
 * keeps the scroll where it is, since the visitor stays on the list and the focus comes back to
 * the same control (FocusReturn); not prefetched, as SmartLink, so that showing a listing does not
 * generate its dozens of states. A plain link without JavaScript.
 */
export function ListingLink({ href, children, className, focusKey, focusThen, ...aria }: ListingLinkProps) {
  return (
    <Link
      href={localizePath(href)}
      className={className}
      prefetch={false}
      scroll={false}
      data-focus-key={focusKey}
      data-focus-then={focusThen}
      {...aria}
    >
      {children}
    </Link>
  )
}
