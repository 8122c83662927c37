import type { ReactNode } from 'react'
import type { Crumb } from '@/domain/navigation/breadcrumb'
import { currentSection } from '@/domain/navigation/current'
import type { Menu } from '@/domain/navigation/types'
import type { Locale, Target } from '@/domain/routing/types'
import type { SiteSettings } from '@/domain/site/types'
import type { ViewContext } from '@/loaders/types'
import { ScanButton } from '@/components/tools/ScanButton.client'
import { ChoiceGuideMount } from '@/components/shortlist/ShortlistPages'
import { Breadcrumb } from './Breadcrumb'
import { GoTop } from './GoTop.client'
import { RememberLocale } from './RememberLocale.client'
import { AudienceSync, MobileToolbar } from './Shortlists.client'
import { SiteFooter } from './SiteFooter'
import { chromeHref, SiteHeader } from './SiteHeader'
import styles from './SiteChrome.module.css'

export interface ChromeProps {
  ctx: ViewContext
  settings: SiteSettings
  menus: Record<string, Menu>
  audienceLinks: Record<Target, string>
  /** The current page in each language (its home there when the page is not translated). */
  languageLinks: Record<Locale, string>
  breadcrumb: Crumb[]
  /** The page exists in every language: reading it remembers its language (decision 137). */
  rememberLocale?: boolean
  /** Current pathname: re-mounts the header on navigation, which closes the menus. */
  pathname: string
  children: ReactNode
}

/**
 * The site chrome around every public page: top anchor, skip links, header with the
 * menus of the current audience, breadcrumb, main content, footer, mobile toolbar,
 * go-top and scan buttons. Rendered by the page (not the layout) because only the
 * page knows the audience. No page transition yet (decision 041).
 */
export function SiteChrome({
  ctx,
  settings,
  menus,
  audienceLinks,
  languageLinks,
  rememberLocale = false,
  breadcrumb,
  pathname,
  children,
}: ChromeProps) {
  const { m, target, locale } = ctx
  const scanLabels = { scan: m.scan, packagings: m.product.packagings }
  const menu = menus[`menu_${target}`]
  // The section of the page in the main navigation, from its breadcrumb (home excluded).
  const current = currentSection(
    menu?.items ?? [],
    breadcrumb.slice(1).map((crumb) => crumb.href),
  )
  return (
    <>
      <span id="topPage" className={styles.top} />
      <ul className={styles.skipLinks} data-skip-links>
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
      <SiteHeader
        key={pathname}
        ctx={ctx}
        settings={settings}
        menu={menu}
        current={current}
        audienceLinks={audienceLinks}
        languageLinks={languageLinks}
      />
      <Breadcrumb crumbs={breadcrumb} label={m.breadcrumb.label} />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <ChoiceGuideMount ctx={ctx} />
      <SiteFooter ctx={ctx} settings={settings} prefooter={menus[`menu_prefooter_${target}`]} footer={menus[`menu_footer_${target}`]} />
      <MobileToolbar
        label={m.chrome.toolbar}
        countLabel={m.chrome.compareCount}
        target={target}
        tiles={[
          { key: 'compare', href: chromeHref('comparator', target, locale), label: m.chrome.compare },
          { key: 'favourites', href: chromeHref('favourites', target, locale), label: m.chrome.favourites },
          { key: 'distributors', href: chromeHref('storeLocator', target, locale), label: m.chrome.distributors },
          { key: 'contact', href: chromeHref('contact', target, locale), label: m.common.contact },
        ]}
        scan={<ScanButton variant="tile" labels={scanLabels} target={target} locale={locale} />}
      />
      <div className={styles.fixedActions}>
        <GoTop label={m.chrome.goTop} />
        <ScanButton labels={scanLabels} target={target} locale={locale} />
      </div>
      <AudienceSync target={target} />
      {rememberLocale ? <RememberLocale /> : null}
    </>
  )
}
