/**
 * One table from a view kind (src/loaders/types.ts) to the component that renders its
 * body. A new kind does not compile until it has its entry here.
 */
import type { ReactNode } from 'react'
import { ourFillersHref } from '@/domain/routing/page-helpers'
import type { ResolvedPage, ViewContext, ViewKind, ViewOf } from '@/loaders/types'
import { AccountArea } from '@/components/account/AccountArea'
import { CommerceArea } from '@/components/commerce/CommerceArea'
import { ChoiceGuidePage } from '@/components/guide/ChoiceGuidePage'
import { ShortlistView } from '@/components/shortlist/ShortlistPages'
import { CalculatorPage } from '@/components/tools/CalculatorPage'
import { ColorimetryPage } from '@/components/tools/ColorimetryPage'
import { StoreLocatorPage } from '@/components/tools/StoreLocatorPage'
import { CategoryPage } from './CategoryPage'
import { ContentPage } from './ContentPage'
import { DossierPage, DossiersPage, DownloadsPage, FaqPage, NewsPage, SiteMapPage, TechnicalDocumentationPage } from './EditorialPages'
import {
  CareersPage,
  ConfirmationPage,
  ContactPage,
  JobPage,
  SpontaneousApplicationPage,
  TrainingsPage,
  WorksiteStartPage,
} from './FormPages'
import { HomePage } from './HomePage'
import { ProductPage } from './ProductPage'
import { ResultsPage } from './ResultsPage'
import { UpcomingPage } from './UpcomingPage'

export interface ViewProps<K extends ViewKind> {
  ctx: ViewContext
  page: ResolvedPage
  view: ViewOf<K>
}

type ViewComponents = { [K in ViewKind]: (props: ViewProps<K>) => ReactNode }

const fillersOf = (page: ResolvedPage): string => ourFillersHref(page.settings, page.route.target, page.route.locale)

export const VIEWS: ViewComponents = {
  home: ({ ctx, page, view }) => (
    <HomePage
      ctx={ctx}
      categories={view.categories}
      top={view.top}
      pushes={view.pushes}
      ourFillersHref={fillersOf(page)}
      hero={view.hero}
    />
  ),
  category: ({ ctx, page, view }) => (
    <CategoryPage
      ctx={ctx}
      title={page.title}
      category={view.category}
      subCategories={view.children}
      listing={view.listing}
      state={view.state}
    />
  ),
  product: ({ ctx, view }) => <ProductPage ctx={ctx} catalogue={view.catalogue} product={view.product} />,
  page: ({ ctx, view }) => <ContentPage ctx={ctx} page={view.page} />,
  results: ({ ctx, page, view }) => (
    <ResultsPage
      ctx={ctx}
      title={page.title}
      search={view.search}
      listing={view.listing}
      state={view.state}
      results={view.results}
      ourFillersHref={fillersOf(page)}
    />
  ),
  choiceGuide: ({ ctx, page, view }) => (
    <ChoiceGuidePage ctx={ctx} title={page.title} guide={view.guide} listing={view.listing} state={view.state} />
  ),
  comparator: ({ ctx, page }) => <ShortlistView ctx={ctx} title={page.title} kind="comparator" />,
  favourites: ({ ctx, page }) => <ShortlistView ctx={ctx} title={page.title} kind="favourites" />,
  calculator: ({ ctx, page, view }) => <CalculatorPage ctx={ctx} title={page.title} catalogue={view.catalogue} />,
  storeLocator: ({ ctx, page, view }) => <StoreLocatorPage ctx={ctx} title={page.title} stores={view.stores} />,
  colorimetry: ({ ctx, page, view }) => <ColorimetryPage ctx={ctx} title={page.title} catalogue={view.catalogue} teintes={view.teintes} />,
  news: ({ ctx, page, view }) => <NewsPage ctx={ctx} title={page.title} tag={view.tag} tags={view.tags} items={view.items} />,
  faq: ({ ctx, page, view }) => <FaqPage ctx={ctx} title={page.title} tag={view.tag} tags={view.tags} entries={view.entries} />,
  dossiers: ({ ctx, page, view }) => <DossiersPage ctx={ctx} title={page.title} type={view.type} items={view.items} />,
  dossier: ({ ctx, view }) => <DossierPage ctx={ctx} dossier={view.dossier} />,
  downloads: ({ ctx, page, view }) => <DownloadsPage ctx={ctx} title={page.title} documents={view.documents} />,
  technicalDocumentation: ({ ctx, page, view }) => (
    <TechnicalDocumentationPage ctx={ctx} title={page.title} kind={view.sheetKind} groups={view.groups} />
  ),
  siteMap: ({ page, view }) => <SiteMapPage title={page.title} sections={view.sections} />,
  contact: ({ ctx, page }) => <ContactPage ctx={ctx} title={page.title} />,
  worksiteStart: ({ ctx, page }) => <WorksiteStartPage ctx={ctx} title={page.title} />,
  confirmation: ({ ctx }) => <ConfirmationPage ctx={ctx} />,
  careers: ({ ctx, page, view }) => <CareersPage ctx={ctx} title={page.title} all={view.all} jobs={view.jobs} filters={view.filters} />,
  job: ({ ctx, view }) => <JobPage ctx={ctx} job={view.job} />,
  spontaneousApplication: ({ ctx, page }) => <SpontaneousApplicationPage ctx={ctx} title={page.title} />,
  trainings: ({ ctx, page, view }) => <TrainingsPage ctx={ctx} title={page.title} sessions={view.sessions} renderedAt={view.renderedAt} />,
  account: ({ ctx, page, view }) => <AccountArea ctx={ctx} title={page.title} page={view.page} />,
  commerce: ({ ctx, page, view }) => <CommerceArea ctx={ctx} title={page.title} page={view.page} />,
  upcoming: ({ ctx, page }) => <UpcomingPage ctx={ctx} title={page.title} showContact={page.route.name !== 'contact'} />,
}

/** The body of a resolved page, by its view kind. */
export function ViewBody({ page }: { page: ResolvedPage }) {
  const Body = VIEWS[page.view.kind] as (props: ViewProps<ViewKind>) => ReactNode
  return <Body ctx={page.ctx} page={page} view={page.view} />
}
