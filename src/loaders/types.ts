/**
 * The types of the page-loading layer: what a view component receives (ViewContext and
 * its View), what a route's loader returns (LoadedPage) and what the whole page is once
 * resolved (ResolvedPage). Types only: components import them, the loaders fill them.
 */
import type { DossierTeaser } from '@/data/content'
import type { SuggestItem, GroupType } from '@/domain/api/search'
import type { Job, JobFilters } from '@/domain/careers/jobs'
import type { Listing } from '@/domain/catalogue/listing'
import type { ListingState } from '@/domain/catalogue/listing-state'
import type { Catalogue, Category, DocumentFile, Image, Product } from '@/domain/catalogue/types'
import type { SheetGroup, SheetKind, TagCount } from '@/domain/content/listing'
import type { SiteMapSection } from '@/domain/content/site-map'
import type { CmsPage, Dossier, FaqEntry, Teaser } from '@/domain/content/types'
import type { TrainingSessionView } from '@/domain/forms/training'
import type { BreadcrumbSubject, Crumb } from '@/domain/navigation/breadcrumb'
import type { Menu, MenuPush } from '@/domain/navigation/types'
import type { DossierType } from '@/domain/routing/routes'
import type { Locale, Route, Target } from '@/domain/routing/types'
import type { JsonLd } from '@/domain/seo/jsonld'
import type { SiteSettings } from '@/domain/site/types'
import type { StoreListItem } from '@/domain/tools/store-types'
import type { Teinte } from '@/domain/tools/teintes'
import type { Messages } from '@/i18n/messages'

/** What every view needs: where it is, in which language, the UI strings and the sales plan. */
export interface ViewContext {
  locale: Locale
  target: Target
  m: Messages
  brand: string
  /** Id of the page's sales plan, for the browser's API calls (absent or null: the API's default plan). */
  planId?: number | null
  /** Currency symbol of the page's sales plan (spec §3 `currency.symbol`; absent: €). */
  currency?: string
}

export interface ResultsData {
  type: GroupType
  totals: Record<GroupType, number>
  /** Items of a non-product type (products come as a listing, with filters). */
  items: SuggestItem[]
  page: number
  pageCount: number
}

export interface GuideChoice {
  technicalName: string
  label: string
  value: string
  valueLabel: string
}

export interface GuideData {
  choices: GuideChoice[]
  /** Why each listed product matches: its values for the chosen characteristics. */
  reasons: Record<number, string[]>
}

/** The pages of the customer area (their route names). */
export type AccountPageName = 'login' | 'signup' | 'forgotPassword' | 'resetPassword' | 'verifyEmail' | 'account' | 'addresses'

/** The cart, the checkout steps and the orders (their route names, issue 19). */
export type CommercePageName = 'cart' | 'checkoutDelivery' | 'checkoutPayment' | 'checkoutConfirmation' | 'orders'

/** The data of one page body, by kind; `src/components/views/views.tsx` maps each kind to its component. */
export type View =
  // Catalogue (loaders/catalogue.ts)
  | { kind: 'home'; catalogue: Catalogue; categories: Category[]; top: Product[]; pushes: MenuPush[]; hero: Image | null }
  | { kind: 'category'; catalogue: Catalogue; category: Category | null; children: Category[]; listing: Listing; state: ListingState }
  | { kind: 'product'; catalogue: Catalogue; product: Product }
  | { kind: 'page'; page: CmsPage }
  // Discovery (loaders/discovery.ts)
  | { kind: 'results'; search: string; listing: Listing; state: ListingState; results: ResultsData }
  | { kind: 'choiceGuide'; catalogue: Catalogue; guide: GuideData; listing: Listing; state: ListingState }
  | { kind: 'comparator' }
  | { kind: 'favourites' }
  // Worksite tools (loaders/tools.ts)
  | { kind: 'calculator'; catalogue: Catalogue }
  | { kind: 'storeLocator'; stores: StoreListItem[] }
  | { kind: 'colorimetry'; catalogue: Catalogue; teintes: Teinte[] }
  // Editorial content (loaders/content.ts)
  | { kind: 'news'; tag: string | undefined; tags: TagCount[]; items: Teaser[] }
  | { kind: 'faq'; tag: string | undefined; tags: TagCount[]; entries: FaqEntry[] }
  | { kind: 'dossiers'; type: DossierType | undefined; items: DossierTeaser[] }
  | { kind: 'dossier'; dossier: Dossier }
  | { kind: 'downloads'; documents: DocumentFile[] }
  | { kind: 'technicalDocumentation'; sheetKind: SheetKind | undefined; groups: SheetGroup[] }
  | { kind: 'siteMap'; sections: SiteMapSection[] }
  // Forms (loaders/forms.ts)
  | { kind: 'contact' }
  | { kind: 'worksiteStart' }
  | { kind: 'careers'; all: Job[]; jobs: Job[]; filters: JobFilters }
  | { kind: 'job'; job: Job }
  | { kind: 'spontaneousApplication' }
  | { kind: 'trainings'; sessions: TrainingSessionView[]; renderedAt: string }
  | { kind: 'confirmation' }
  // Customer area (loaders/account.ts): static shells, the browser fetches the account
  | { kind: 'account'; page: AccountPageName }
  // Cart, checkout and orders (loaders/commerce.ts): static shells, the browser fetches the cart and orders
  | { kind: 'commerce'; page: CommercePageName }
  // A route whose page is not built yet: one sober page, so that menus never lead to a 404.
  | { kind: 'upcoming' }

export type ViewKind = View['kind']
export type ViewOf<K extends ViewKind> = Extract<View, { kind: K }>

/** What a route's loader returns; null → 404. */
export interface LoadedPage {
  view: View
  /** Page title (h1, and the meta title before " | brand"). */
  title: string
  description: string | null
  /** What the breadcrumb is built from. */
  subject: BreadcrumbSubject
  /** The entity does not exist in the pro plan: the canonical keeps the target. */
  keepTarget?: boolean
  /** Open Graph image. */
  image?: Image | null
  noindex?: boolean
  /** Open Graph article facts (news). */
  article?: { publishedAt: string | null; tags: string[] }
  /** Structured data of the page itself (the breadcrumb's is added for every page). */
  jsonLd?: JsonLd[]
}

/** What a loader may read besides its route: the page's strings, settings and menus. */
export interface LoaderInput {
  m: Messages
  settings: SiteSettings
  menus: Record<string, Menu>
  /** The site's absolute origin, for structured data. */
  siteUrl: string
}

/** One route's loading: its data, and whether the same page exists for the other audience. */
export interface PageLoader {
  load(route: Route, input: LoaderInput): Promise<LoadedPage | null>
  /** Default: the page exists for both audiences. */
  existsFor?(route: Route, other: Target): Promise<boolean>
}

export interface ResolvedPage extends Required<Omit<LoadedPage, 'subject' | 'article'>> {
  route: Route
  article: LoadedPage['article'] | null
  /** The current page for each audience, or that audience's home when it does not exist there. */
  audienceLinks: Record<Target, string>
  /** The current page in each language, or that language's home when it is not a page there (decision 137). */
  languageLinks: Record<Locale, string>
  /** The page exists in every language: reading it is a choice of language (decision 137). */
  inEveryLanguage: boolean
  breadcrumb: Crumb[]
  settings: SiteSettings
  menus: Record<string, Menu>
  ctx: ViewContext
}
