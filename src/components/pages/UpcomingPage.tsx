import { build, routeExists } from '@/domain/routing/routes'
import type { RouteName } from '@/domain/routing/types'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/components/site/context'
import styles from './StatusPage.module.css'

/**
 * Routes whose screens come with later issues; each renders this sober page until then,
 * so that menus never lead to a 404. Which issue replaces which route:
 * - choiceGuide ..................................... issue "Choice guide"
 * - colorimetry ..................................... issue "Colour chart and distributors"
 * - dossiers, dossier, faq, news, downloads,
 *   technicalDocumentation .......................... issue "Editorial content (news, guides, FAQ, documents)"
 * - siteMap ......................................... issue "Site map page"
 * - preview ......................................... issue "Preview of drafts (back office)"
 * - comparator, favourites .......................... issue "Comparator and favourites"
 * - calculator ...................................... issue "Quantity calculator"
 * - storeLocator .................................... issue "Store locator"
 */
export const UPCOMING_ROUTES: readonly RouteName[] = [
  'choiceGuide',
  'colorimetry',
  'dossiers',
  'dossier',
  'faq',
  'news',
  'siteMap',
  'preview',
  'comparator',
  'favourites',
  'calculator',
  'storeLocator',
  'downloads',
  'technicalDocumentation',
]

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
