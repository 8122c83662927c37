import Link from 'next/link'
import type { ReactNode } from 'react'
import { localizePath } from '@/domain/navigation/localize-path'

interface SmartLinkProps {
  href: string
  children: ReactNode
  className?: string
  /** Opens in a new tab (addresses outside the site). */
  external?: boolean
  /** Visually hidden suffix announced for new-tab links. */
  newTabLabel?: string
  prefetch?: boolean
  'aria-current'?: 'page' | 'true'
  'aria-label'?: string
}

/**
 * Internal addresses go through next/link (made valid in their locale by localizePath) (client navigation, no prefetch by default
 * so that a listing does not generate dozens of pages on view); external ones open a
 * new tab with `rel="noopener noreferrer"`.
 */
export function SmartLink({ href, children, className, external = false, newTabLabel, prefetch = false, ...aria }: SmartLinkProps) {
  if (external || /^(https?:|mailto:|tel:)/.test(href)) {
    return (
      <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...aria}>
        {children}
        {external && newTabLabel ? <span className="visually-hidden"> {newTabLabel}</span> : null}
      </a>
    )
  }
  return (
    <Link href={localizePath(href)} className={className} prefetch={prefetch} {...aria}>
      {children}
    </Link>
  )
}
