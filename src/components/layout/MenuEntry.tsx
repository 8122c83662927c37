import { GUIDE_CODE } from '@/domain/navigation/links'
import type { MenuLink } from '@/domain/navigation/types'
import { build } from '@/domain/routing/routes'
import type { Target } from '@/domain/routing/types'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'

interface MenuEntryProps {
  link: MenuLink
  newTabLabel: string
  /** Audience of the menu (address of the choice-guide entry). */
  target: Target
  className?: string
}

/**
 * One menu entry: a link (new tab when outside the site), or plain text for
 * `no_destination` headings and actions without address. The choice-guide code
 * (`guide_de_choix`) will open the guide modal (issue "Choice guide"); until then it
 * links to the guide page with no choice made.
 */
export function MenuEntry({ link, newTabLabel, target, className }: MenuEntryProps) {
  const href = link.href ?? (link.code === GUIDE_CODE ? build('choiceGuide', { target, choices: {} }, 'fr') : null)
  const label = <Trademark text={link.label} />
  if (href === null) return <span className={className}>{label}</span>
  return (
    <SmartLink href={href} external={link.external} newTabLabel={newTabLabel} className={className}>
      {label}
    </SmartLink>
  )
}
