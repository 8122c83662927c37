/**
 * One loader per route of the route table (src/domain/routing). A new route name does
 * not compile until it has its loader here; its view kind then needs its component in
 * src/components/views/views.tsx.
 */
import 'server-only'
import type { RouteName } from '@/domain/routing/types'
import {
  accountLoader,
  addressesLoader,
  forgotPasswordLoader,
  loginLoader,
  resetPasswordLoader,
  signupLoader,
  verifyEmailLoader,
} from './account'
import { cartLoader, checkoutConfirmationLoader, checkoutDeliveryLoader, checkoutPaymentLoader, ordersLoader } from './commerce'
import { categoryLoader, cmsPageLoader, homeLoader, productLoader } from './catalogue'
import {
  dossierLoader,
  dossiersLoader,
  downloadsLoader,
  faqLoader,
  newsLoader,
  siteMapLoader,
  technicalDocumentationLoader,
} from './content'
import { choiceGuideLoader, comparatorLoader, favouritesLoader, resultsLoader } from './discovery'
import {
  careersLoader,
  confirmationLoader,
  contactLoader,
  spontaneousApplicationLoader,
  trainingsLoader,
  worksiteStartLoader,
} from './forms'
import { calculatorLoader, colorimetryLoader, storeLocatorLoader } from './tools'
import type { PageLoader } from './types'

/**
 * A route whose page is served elsewhere or not built yet (the catch-all's preview
 * address; `src/app/(frontend)/[locale]/preview` renders previews): one sober page,
 * so that menus never lead to a 404.
 */
const upcomingLoader: PageLoader = {
  async load(route, { m }) {
    const title = m.routes[route.name]
    return { view: { kind: 'upcoming' }, title, description: m.upcoming.text, noindex: true, subject: { kind: 'route', title } }
  },
  async existsFor() {
    return false
  },
}

export const LOADERS: Readonly<Record<RouteName, PageLoader>> = {
  home: homeLoader,
  category: categoryLoader,
  product: productLoader,
  cmsPage: cmsPageLoader,
  results: resultsLoader,
  choiceGuide: choiceGuideLoader,
  comparator: comparatorLoader,
  favourites: favouritesLoader,
  calculator: calculatorLoader,
  storeLocator: storeLocatorLoader,
  colorimetry: colorimetryLoader,
  news: newsLoader,
  faq: faqLoader,
  dossiers: dossiersLoader,
  dossier: dossierLoader,
  downloads: downloadsLoader,
  technicalDocumentation: technicalDocumentationLoader,
  siteMap: siteMapLoader,
  contact: contactLoader,
  worksiteStart: worksiteStartLoader,
  spontaneousApplication: spontaneousApplicationLoader,
  confirmation: confirmationLoader,
  careers: careersLoader,
  trainings: trainingsLoader,
  preview: upcomingLoader,
  login: loginLoader,
  signup: signupLoader,
  forgotPassword: forgotPasswordLoader,
  resetPassword: resetPasswordLoader,
  verifyEmail: verifyEmailLoader,
  account: accountLoader,
  addresses: addressesLoader,
  cart: cartLoader,
  checkoutDelivery: checkoutDeliveryLoader,
  checkoutPayment: checkoutPaymentLoader,
  checkoutConfirmation: checkoutConfirmationLoader,
  orders: ordersLoader,
}
