import type { ViewContext } from '@/loaders/types'
import { ChoiceGuideLoader } from '@/components/guide/ChoiceGuideLoader.client'
import { ComparatorPage, FavouritesPage } from './lazy.client'

/** Static shell of the comparator and favourites pages; the lists live in the browser (local storage). */
export function ShortlistView({ ctx, title, kind }: { ctx: ViewContext; title: string; kind: 'comparator' | 'favourites' }) {
  const planId = ctx.planId ?? null
  const d = ctx.m.discovery
  return (
    <div className="container">
      <h1>{title}</h1>
      <p>{kind === 'comparator' ? d.compare.intro : d.favourites.intro}</p>
      {kind === 'comparator' ? (
        <ComparatorPage target={ctx.target} locale={ctx.locale} planId={planId} m={d.compare} />
      ) : (
        <FavouritesPage locale={ctx.locale} planId={planId} m={d.favourites} removedMessage={ctx.m.calculator.favouriteRemoved} />
      )}
    </div>
  )
}

/** The choice-guide modal, mounted once per page by the chrome. */
export function ChoiceGuideMount({ ctx }: { ctx: ViewContext }) {
  const planId = ctx.planId ?? null
  return <ChoiceGuideLoader target={ctx.target} locale={ctx.locale} planId={planId} m={ctx.m.discovery.guide} />
}
