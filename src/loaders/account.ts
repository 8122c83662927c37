/**
 * Loaders of the customer area (issue 18): static shells, the same for every visitor.
 * What belongs to a customer is fetched by the browser from /api/v1/account and
 * /api/v1/address with the session cookie, so no page of the area is ever cached with
 * someone's data in it (decision 086). Never indexed.
 */
import 'server-only'
import type { AccountPageName, PageLoader } from './types'

function accountPage(page: AccountPageName): PageLoader {
  return {
    async load(route, { m }) {
      const title = m.routes[route.name]
      return {
        view: { kind: 'account', page },
        title,
        description: m.account.intro[page],
        noindex: true,
        subject: { kind: 'route', title },
      }
    },
  }
}

export const loginLoader = accountPage('login')
export const signupLoader = accountPage('signup')
export const forgotPasswordLoader = accountPage('forgotPassword')
export const resetPasswordLoader = accountPage('resetPassword')
export const verifyEmailLoader = accountPage('verifyEmail')
export const accountLoader = accountPage('account')
export const addressesLoader = accountPage('addresses')
