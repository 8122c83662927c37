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
} as const
export type AccountPage = keyof typeof ACCOUNT_PAGES

/** The query parameter that carries a single-use token (verification, reset). */
export const TOKEN_PARAM = 'jeton'

export function accountPagePath(page: AccountPage, target: Target, token?: string): string {
  const path = `/fr/${TARGET_SEGMENT[target]}/${ACCOUNT_PAGES[page]}`
  return token === undefined ? path : `${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`
}
