import type { ReactNode } from 'react'
import type { Crumb } from '@/domain/navigation/breadcrumb'
import type { Menu } from '@/domain/navigation/types'
import type { Target } from '@/domain/routing/types'
import type { SiteSettings } from '@/domain/site/types'
import type { ViewContext } from '@/components/site/context'
import { ChoiceGuideMount } from '@/components/shortlist/ShortlistPages'
import { Breadcrumb } from './Breadcrumb'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import styles from './SiteChrome.module.css'

export interface ChromeProps {
  ctx: ViewContext
  settings: SiteSettings
  menus: Record<string, Menu>
  audienceLinks: Record<Target, string>
  breadcrumb: Crumb[]
  /** Current pathname: re-mounts the header on navigation, which closes the menus. */
  pathname: string
  children: ReactNode
}

/**
 * The site chrome around every public page: top anchor, skip links, header with the
 * menus of the current audience, breadcrumb, main content, footer. Rendered by the
 * page (not the layout) because only the page knows the audience.
 */
export function SiteChrome({ ctx, settings, menus, audienceLinks, breadcrumb, pathname, children }: ChromeProps) {
  const { m, target } = ctx
  return (
    <>
      <span id="topPage" className={styles.top} />
      <ul className={styles.skipLinks}>
        <li>
          <a href="#content">{m.common.skipContent}</a>
        </li>
        <li>
          <a href="#menu">{m.common.skipMenu}</a>
        </li>
        <li>
          <a href="#header-search">{m.common.skipSearch}</a>
        </li>
      </ul>
      <SiteHeader key={pathname} ctx={ctx} settings={settings} menu={menus[`menu_${target}`]} audienceLinks={audienceLinks} />
      <Breadcrumb crumbs={breadcrumb} label={m.breadcrumb.label} />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <ChoiceGuideMount ctx={ctx} />
      <SiteFooter ctx={ctx} settings={settings} prefooter={menus[`menu_prefooter_${target}`]} footer={menus[`menu_footer_${target}`]} />
    </>
  )
}
