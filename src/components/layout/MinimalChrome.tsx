import Link from 'next/link'
import type { ReactNode } from 'react'
import { build } from '@/domain/routing/routes'
import type { ViewContext } from '@/loaders/types'
import { Logo } from './Logo'
import headerStyles from './Header.module.css'
import styles from './SiteChrome.module.css'

/**
 * A light chrome (logo and content) for the 404 page. Next.js embeds the not-found
 * tree in the payload of every page under the layout, so the full header and footer
 * here would double the weight of every catalogue page.
 */
export function MinimalChrome({ ctx, children }: { ctx: ViewContext; children: ReactNode }) {
  const { m, target, locale } = ctx
  return (
    <>
      <span id="topPage" className={styles.top} />
      <ul className={styles.skipLinks} data-skip-links>
        <li>
          <a href="#content">{m.common.skipContent}</a>
        </li>
      </ul>
      <header className={headerStyles.header}>
        <div className={`container ${headerStyles.main}`}>
          <Link href={build('home', { target }, locale)} className={headerStyles.logo} prefetch={false}>
            <Logo className={headerStyles.logoImage} />
            <Logo className={headerStyles.logoSymbol} variant="symbol" />
            <span className="visually-hidden">
              {ctx.brand} – {m.common.home}
            </span>
          </Link>
        </div>
      </header>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
