import { chunk } from '@/domain/navigation/chunk'
import { GUIDE_CODE } from '@/domain/navigation/links'
import type { MenuLink } from '@/domain/navigation/types'
import { build } from '@/domain/routing/routes'
import type { Target } from '@/domain/routing/types'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import { GuideLink } from './GuideLink.client'

interface MenuEntryProps {
  link: MenuLink
  newTabLabel: string
  /** Audience of the menu (address of the choice-guide entry). */
  target: Target
  className?: string
  /** aria-current of the entry (the current section of the main navigation). */
  current?: 'page' | 'true'
}

/**
 * One menu entry (spec §2): a link (new tab only when outside the site), or plain text
 * for `no_destination` headings and actions without address. The choice-guide code
 * (`guide_de_choix`) opens the guide modal (state/choice-guide.ts); its address, the
 * guide page with no choice made, is the fallback.
 */
export function MenuEntry({ link, newTabLabel, target, className, current }: MenuEntryProps) {
  const href = link.href ?? (link.code === GUIDE_CODE ? build('choiceGuide', { target, choices: {} }, 'fr') : null)
  const label = <Trademark text={link.label} />
  if (href === null)
    return (
      <span className={className} aria-current={current}>
        {label}
      </span>
    )
  if (link.code === GUIDE_CODE && !link.external) {
    return (
      <GuideLink href={href} className={className}>
        {label}
      </GuideLink>
    )
  }
  return (
    <SmartLink href={href} external={link.external} newTabLabel={newTabLabel} className={className} aria-current={current}>
      {label}
    </SmartLink>
  )
}

/** A menu's links in columns of four (spec §2: links are chunked 4 per column), one list each. */
export function MenuColumns({ links, newTabLabel, target }: { links: readonly MenuLink[]; newTabLabel: string; target: Target }) {
  return chunk(links).map((column, columnIndex) => (
    <ul key={columnIndex}>
      {column.map((child, childIndex) => (
        <li key={`${child.label}-${childIndex}`}>
          <MenuEntry link={child} newTabLabel={newTabLabel} target={target} />
        </li>
      ))}
    </ul>
  ))
}
