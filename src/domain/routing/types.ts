/**
 * Shared types and constants of the public route table (spec §2).
 * Pure TypeScript: usable from the browser, the server and the tests.
 */

export const LOCALES = ['fr', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fr'

/** Sales plans ("audiences"): professionals and private individuals. */
export const TARGETS = ['pro', 'part'] as const
export type Target = (typeof TARGETS)[number]

/** URL section of each sales plan. */
export const TARGET_SEGMENT: Record<Target, string> = {
  pro: 'enduit-professionnels',
  part: 'enduit-particuliers',
}

export type RouteName =
  | 'home'
  | 'contact'
  | 'confirmation'
  | 'results'
  | 'choiceGuide'
  | 'colorimetry'
  | 'trainings'
  | 'dossiers'
  | 'dossier'
  | 'faq'
  | 'careers'
  | 'spontaneousApplication'
  | 'news'
  | 'siteMap'
  | 'preview'
  | 'product'
  | 'category'
  | 'comparator'
  | 'favourites'
  | 'calculator'
  | 'storeLocator'
  | 'downloads'
  | 'technicalDocumentation'
  | 'worksiteStart'
  | 'cmsPage'
  // Customer area (issue 18)
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'account'
  | 'addresses'
  // Commerce (issue 19): the cart, the checkout steps and the orders in the account
  | 'cart'
  | 'checkoutDelivery'
  | 'checkoutPayment'
  | 'checkoutConfirmation'
  | 'orders'

/**
 * A listing filter, written in a URL segment as `_CODE__value`
 * (spec §5 "_UPPERCASECODE__lowercase-value").
 * - code: upper-case letters and digits, words joined by single underscores
 *   (no leading, trailing or doubled underscore: `__` is the separator);
 * - value: a slug word list (lower-case letters and digits joined by single hyphens).
 */
export interface Filter {
  code: string
  value: string
}

export interface RouteParams {
  target: Target
  /** product / category / dossier / CMS page slug (product, category and CMS page slugs may contain `/`). */
  slug?: string
  /** search term of the results route (any text, not blank). */
  search?: string
  /** listing filters (results, category, choice guide: up to 10; careers: up to 4). */
  filters?: Filter[]
  /** page number, 2 or more (page 1 is the default and is never written). */
  page?: number
  /** choice-guide selections: characteristic technical name → chosen value slug. */
  choices?: Record<string, string>
  /** single optional sub-segment: dossier type, FAQ / news tag, documentation type. */
  segment?: string
  /** preview id. */
  id?: number
}

export interface Route extends RouteParams {
  name: RouteName
  locale: Locale
}
