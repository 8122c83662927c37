/**
 * Loaders of the cart, the checkout steps and the orders (issue 19, decision 087): static
 * shells, the same for every visitor, like the customer area (decision 086). The cart and
 * the orders are read by the browser from /api/v1/cart and /api/v1/order, so no cached page
 * ever holds a customer's cart or order. Never indexed, never in the sitemaps.
 */
import 'server-only'
import type { CommercePageName, PageLoader } from './types'

function commercePage(page: CommercePageName): PageLoader {
  return {
    async load(route, { m }) {
      const title = m.routes[route.name]
      return {
        view: { kind: 'commerce', page },
        title,
        description: m.commerce.intro[page],
        noindex: true,
        subject: { kind: 'route', title },
      }
    },
  }
}

export const cartLoader = commercePage('cart')
export const checkoutDeliveryLoader = commercePage('checkoutDelivery')
export const checkoutPaymentLoader = commercePage('checkoutPayment')
export const checkoutConfirmationLoader = commercePage('checkoutConfirmation')
export const ordersLoader = commercePage('orders')
