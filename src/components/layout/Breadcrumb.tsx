import type { Crumb } from '@/domain/navigation/breadcrumb'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import styles from './Breadcrumb.module.css'

/** The breadcrumb trail (spec §2); the last crumb is the current page. */
export function Breadcrumb({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  if (crumbs.length === 0) return null
  const last = crumbs.length - 1
  return (
    <nav aria-label={label} className={`container ${styles.breadcrumb}`}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.position}>
            {index === last ? (
              <span aria-current="page">
                <Trademark text={crumb.label} />
              </span>
            ) : (
              <SmartLink href={crumb.href}>
                <Trademark text={crumb.label} />
              </SmartLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
