/**
 * Addresses of the card payment's round trip (decision 088): where the provider sends the
 * customer back and posts its notifications, and the checkout pages the customer lands on.
 */
import type { Target } from '@/domain/routing/types'
import { TARGET_SEGMENT } from '@/domain/routing/types'
import { env } from '@/env'

const site = () => env.SITE_URL.replace(/\/+$/, '')

/** The return route: GET /api/v1/payment/return/{provider}?commande=…&plan=… (a cancel adds &issue=annule). */
export function paymentReturnUrl(provider: string, number: string, plan: Target): string {
  return `${site()}/api/v1/payment/return/${provider}?commande=${encodeURIComponent(number)}&plan=${plan}`
}

export function paymentNotifyUrl(provider: string): string {
  return `${site()}/api/v1/payment/notify/${provider}`
}

/** The confirmation page (H4): `?numero=` the order; `&paiement=en-attente` while the notification is awaited. */
export function confirmationPath(plan: Target, number: string, pending = false): string {
  return `/fr/${TARGET_SEGMENT[plan]}/commande/confirmation?numero=${encodeURIComponent(number)}${pending ? '&paiement=en-attente' : ''}`
}

/** The payment step (H4), told that the card payment was refused or abandoned: the cart is open again. */
export function paymentRefusedPath(plan: Target): string {
  return `/fr/${TARGET_SEGMENT[plan]}/commande/paiement?paiement=refuse`
}
