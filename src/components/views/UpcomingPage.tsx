import { build, routeExists } from '@/domain/routing/routes'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/loaders/types'
import styles from './StatusPage.module.css'

/** Sober page for a route whose view is not available (kept so that a menu never leads to a 404). */

export function UpcomingPage({ ctx, title, showContact = true }: { ctx: ViewContext; title: string; showContact?: boolean }) {
  const { m, target, locale } = ctx
  const contactLocale = routeExists('contact', locale) ? locale : 'fr'
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p className="lead">{m.upcoming.text}</p>
      <p className={styles.actions}>
        {showContact ? (
          <SmartLink href={build('contact', { target }, contactLocale)} className="button">
            {m.upcoming.cta}
          </SmartLink>
        ) : null}
        <SmartLink href={build('home', { target }, locale)} className="button button-secondary">
          {m.common.backHome}
        </SmartLink>
      </p>
    </div>
  )
}
