import { build } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import type { ViewContext } from '@/loaders/types'
import { SearchBox } from '@/components/search/SearchBox.client'

/** Address the search form sends `?q=` to without JavaScript (the proxy redirects it). */
export function searchAction(target: Target, locale: Locale): string {
  const path = build('results', { target, search: 'q' }, locale)
  return path.slice(0, path.lastIndexOf('/'))
}

/** The site search box of a page (header, results, 404), with suggestions, in the page's locale and audience. */
export function SiteSearch({
  ctx,
  id,
  landmarkLabel,
  defaultValue,
}: {
  ctx: ViewContext
  id: string
  landmarkLabel: string
  defaultValue?: string
}) {
  return (
    <SearchBox
      id={id}
      locale={ctx.locale}
      target={ctx.target}
      planId={ctx.planId ?? null}
      action={searchAction(ctx.target, ctx.locale)}
      label={ctx.m.search.label}
      placeholder={ctx.m.search.placeholder}
      submit={ctx.m.search.submit}
      landmarkLabel={landmarkLabel}
      defaultValue={defaultValue}
      m={{ ...ctx.m.discovery.suggest, types: ctx.m.discovery.types }}
    />
  )
}
