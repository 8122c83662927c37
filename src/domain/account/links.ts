/**
 * Addresses of the customer-area pages (spec §2 "other pages": login, signup, forgot
 * password, my account, addresses), French. The links of the account e-mails lead here,
 * never to /admin.
 */
import { TARGET_SEGMENT, type Target } from '@/domain/routing/types'

export const ACCOUNT_PAGES = {
  login: 'connexion',
  signup: 'inscription',
  forgotPassword: 'mot-de-passe-oublie',
  resetPassword: 'nouveau-mot-de-passe',
  verifyEmail: 'verification-email',
  account: 'mon-compte',
  addresses: 'mon-compte/adresses',
  orders: 'mon-compte/commandes',
} as const
export type AccountPage = keyof typeof ACCOUNT_PAGES

/** The customer's session cookie (HttpOnly: the browser's scripts never see it). */
export const CUSTOMER_COOKIE = 'ardalis_client'

/** The query parameter that carries a single-use token (verification, reset). */
export const TOKEN_PARAM = 'jeton'

export function accountPagePath(page: AccountPage, target: Target, token?: string): string {
  const path = `/fr/${TARGET_SEGMENT[target]}/${ACCOUNT_PAGES[page]}`
  return token === undefined ? path : `${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`
}

/** The query parameter of the login page that says where to go back after signing in. */
export const RETURN_PARAM = 'retour'

/** The cart and the checkout steps (issue 19, decision 087), French, both audiences. */
export const COMMERCE_PAGES = {
  cart: 'panier',
  checkoutDelivery: 'commande/livraison',
  checkoutPayment: 'commande/paiement',
  checkoutConfirmation: 'commande/confirmation',
} as const
export type CommercePage = keyof typeof COMMERCE_PAGES

/** A page of the cart or the checkout, with an optional query (`?numero=…`). */
export function commercePagePath(page: CommercePage, target: Target, query?: Record<string, string>): string {
  const path = `/fr/${TARGET_SEGMENT[target]}/${COMMERCE_PAGES[page]}`
  const search = query ? new URLSearchParams(query).toString() : ''
  return search ? `${path}?${search}` : path
}

/**
 * The pages that need a session (the access gate of spec §4, decision 086): the account,
 * its addresses and orders, and the checkout after the cart (decision 087); the cart itself is public.
 */
export const GATED_PAGES: readonly (AccountPage | CommercePage)[] = [
  'account',
  'addresses',
  'orders',
  'checkoutDelivery',
  'checkoutPayment',
  'checkoutConfirmation',
]

/** The login page, with the address to come back to. */
export function loginPathFor(target: Target, returnTo: string): string {
  return `${accountPagePath('login', target)}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`
}

/**
 * Where to go after signing in: the return address when it is a page of this site (a path
 * of one of its locales, never another host, `//host` or a backslash trick), or the fallback.
 */
export function safeReturnPath(raw: string | null | undefined, fallback: string): string {
  if (!raw || raw.length > 2000) return fallback
  if (!/^\/(fr|en)(\/|$|\?)/.test(raw)) return fallback
  if (/[\\\s]/.test(raw) || raw.startsWith('//')) return fallback
  const page = raw.split(/[?#]/)[0] ?? ''
  const auth = [
    ACCOUNT_PAGES.login,
    ACCOUNT_PAGES.signup,
    ACCOUNT_PAGES.forgotPassword,
    ACCOUNT_PAGES.resetPassword,
    ACCOUNT_PAGES.verifyEmail,
  ]
  if (auth.some((segment) => page.endsWith(`/${segment}`))) return fallback
  return raw
}
