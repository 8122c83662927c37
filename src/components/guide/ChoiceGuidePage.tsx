import type { Listing } from '@/domain/catalogue/listing'
import { build, RouteBuildError } from '@/domain/routing/routes'
import { format } from '@/i18n/template'
import { listingParams, type ListingState } from '@/domain/catalogue/listing-state'
import { ListingView } from '@/components/listing/ListingView'
import type { ViewContext } from '@/loaders/types'
import type { GuideData } from '@/loaders/types'
import header from '@/components/listing/Listing.module.css'
import { OpenGuideButton } from './OpenGuideButton.client'
import styles from './ChoiceGuide.module.css'

/**
 * The choice guide's results (spec §2): the choices, the matching products with filters and
 * pages, and why each matches. With no choice yet (the menu entry's own address), the start
 * page: what the guide does, the button that opens it, and every product of the audience.
 */
export function ChoiceGuidePage({
  ctx,
  title,
  guide,
  listing,
  state,
}: {
  ctx: ViewContext
  title: string
  guide: GuideData
  listing: Listing
  state: ListingState
}) {
  const { m, target } = ctx
  const g = m.discovery.guide
  const choices = Object.fromEntries(guide.choices.map((c) => [c.technicalName, c.value]))
  const hrefFor = (next: ListingState): string | null => {
    try {
      return build('choiceGuide', { target, choices, ...listingParams(next) }, 'fr')
    } catch (error) {
      if (error instanceof RouteBuildError) return null
      throw error
    }
  }
  return (
    <div className="container">
      <header className={header.header}>
        <h1>{title}</h1>
        {guide.choices.length > 0 ? (
          <>
            <h2 className="visually-hidden">{g.yourChoices}</h2>
            <ul className={styles.choices} aria-label={g.yourChoices}>
              {guide.choices.map((choice) => (
                <li key={choice.technicalName}>
                  {choice.label} : <strong>{choice.valueLabel}</strong>
                </li>
              ))}
            </ul>
            <OpenGuideButton label={g.restart} fallbackHref={build('home', { target }, ctx.locale)} className="button button-secondary" />
          </>
        ) : (
          <>
            <p className="lead">{g.intro}</p>
            <OpenGuideButton label={g.open} fallbackHref={build('home', { target }, ctx.locale)} />
          </>
        )}
      </header>
      <ListingView
        ctx={ctx}
        listing={listing}
        state={state}
        hrefFor={hrefFor}
        emptyMessage={g.none}
        noteFor={(product) => {
          const reasons = guide.reasons[product.id] ?? []
          return reasons.length > 0 ? (
            <p className={styles.reasons} data-testid="guide-reasons">
              {format(g.matches, { reasons: reasons.join(' ; ') })}
            </p>
          ) : null
        }}
      />
    </div>
  )
}
