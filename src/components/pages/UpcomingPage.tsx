import { build, routeExists } from '@/domain/routing/routes'
import type { RouteName } from '@/domain/routing/types'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/components/site/context'
import styles from './StatusPage.module.css'

/**
 * Routes whose screens come with later issues; each renders this sober page until then,
 * so that menus never lead to a 404. Which issue replaces which route:
 * - contact, confirmation ........................... issue "Contact and forms"
 * - choiceGuide ..................................... issue "Choice guide"
 * - trainings ....................................... issue "Training registration"
 * - dossiers, dossier, faq, news, downloads,
 *   technicalDocumentation .......................... issue "Editorial content (news, guides, FAQ, documents)"
 * - careers, spontaneousApplication ................. issue "Careers and applications"
 * - siteMap ......................................... issue "Site map page"
 * - preview ......................................... issue "Preview of drafts (back office)"
 * - comparator, favourites .......................... issue "Comparator and favourites"
 * - worksiteStart ................................... issue "Worksite start form"
 */
export const UPCOMING_ROUTES: readonly RouteName[] = [
  'contact',
  'confirmation',
  'choiceGuide',
  'trainings',
  'dossiers',
  'dossier',
  'faq',
  'careers',
  'spontaneousApplication',
  'news',
  'siteMap',
  'preview',
  'comparator',
  'favourites',
  'downloads',
  'technicalDocumentation',
  'worksiteStart',
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
