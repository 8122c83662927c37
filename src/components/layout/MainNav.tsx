import type { CurrentSection } from '@/domain/navigation/current'
import type { Menu, MenuLink } from '@/domain/navigation/types'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import { colon } from '@/i18n/punctuation'
import type { ViewContext } from '@/loaders/types'
import type { CSSProperties, ReactNode } from 'react'
import { chunk } from '@/domain/navigation/chunk'
import { Dropdown } from './Dropdown.client'
import { MenuColumns, MenuEntry } from './MenuEntry'
import styles from './Header.module.css'

/**
 * Main navigation from `menu_{target}` (spec §2): top-level entries; an entry with
 * children opens a panel of columns of 4 links (a `<details>`, so it works without
 * JavaScript and as collapsible groups in the mobile menu; hover and Escape come with
 * Dropdown), with an optional promotional push. `after` adds entries at the end (the
 * compare link). `current` is the entry of the page's section: only it carries
 * `aria-current` and the underline (in its menu colour when it has one).
 */
export function MainNav({
  ctx,
  menu,
  current = null,
  after,
}: {
  ctx: ViewContext
  menu: Menu | undefined
  current?: CurrentSection | null
  after?: ReactNode
}) {
  const items = menu?.items ?? []
  if (items.length === 0 && !after) return null
  return (
    <ul className={styles.navList} data-prefetch>
      {items.map((item, index) => {
        const mark = current?.index === index ? (current.page ? 'page' : 'true') : undefined
        return (
          <li
            key={`${item.label}-${index}`}
            className={styles.navItem}
            style={item.color ? ({ '--nav-color': item.color } as CSSProperties) : undefined}
          >
            {item.childs.length > 0 ? (
              <NavGroup item={item} ctx={ctx} current={mark} />
            ) : (
              <MenuEntry link={item} newTabLabel={ctx.m.common.newTab} target={ctx.target} className={styles.navLink} current={mark} />
            )}
          </li>
        )
      })}
      {after ? <li className={`${styles.navItem} ${styles.navAfter}`}>{after}</li> : null}
    </ul>
  )
}

function NavGroup({ item, ctx, current }: { item: MenuLink; ctx: ViewContext; current: 'page' | 'true' | undefined }) {
  const newTab = ctx.m.common.newTab
  const leaves = item.childs.filter((child) => child.childs.length === 0)
  const groups = item.childs.filter((child) => child.childs.length > 0)
  const push = item.pushes[0]
  // A menu without a promotional push and with few columns (Services) opens as a compact
  // panel under its entry, its first group highlighted as the tools block (issue 22).
  const compact = !push && groups.length + chunk(leaves).length <= 3
  return (
    <Dropdown name="main-nav" className={`${styles.group}${compact ? ` ${styles.groupCompact}` : ''}`}>
      <summary className={styles.navLink} aria-current={current}>
        {item.label}
      </summary>
      <div className={styles.panel}>
        <div className={styles.columns}>
          {groups.map((group, index) => (
            <div
              key={`${group.label}-${index}`}
              className={`${styles.column}${compact && index === 0 && groups.length > 1 ? ` ${styles.columnHighlight}` : ''}`}
            >
              <MenuEntry link={group} newTabLabel={newTab} target={ctx.target} className={styles.columnTitle} />
              <MenuColumns links={group.childs} newTabLabel={newTab} target={ctx.target} />
            </div>
          ))}
          {chunk(leaves).map((column, columnIndex) => (
            <div key={`leaves-${columnIndex}`} className={styles.column}>
              <ul>
                {column.map((child, index) => (
                  <li key={`${child.label}-${index}`}>
                    <MenuEntry link={child} newTabLabel={newTab} target={ctx.target} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {item.href !== null ? (
          <SmartLink
            href={item.href}
            external={item.external}
            newTabLabel={newTab}
            className={styles.seeAll}
            aria-current={current === 'page' ? 'page' : undefined}
          >
            {ctx.m.common.seeAll}
            <span className="visually-hidden">
              {colon(ctx.locale)}
              {item.label}
            </span>
          </SmartLink>
        ) : null}
        {push ? (
          <div className={styles.navPush}>
            {push.visuel ? <Picture image={push.visuel} size="push" alt="" /> : null}
            <p className={styles.navPushTitle}>
              <Trademark text={push.titre} />
            </p>
            {push.href ? (
              <SmartLink href={push.href} className={styles.navPushLink}>
                {push.labelLink ?? ctx.m.common.learnMore}
                <span className="visually-hidden">
                  {colon(ctx.locale)}
                  {push.titre}
                </span>
              </SmartLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </Dropdown>
  )
}
