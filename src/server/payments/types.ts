/**
 * Card payments behind one interface (decision 088): the order is placed first, then the
 * customer is sent to the provider's page; the provider tells the site the outcome by a
 * signed notification, which alone changes the order's payment state.
 */
import type { Cents } from '@/domain/commerce/types'

export const PAYMENT_PROVIDER_IDS = ['test', 'stripe'] as const
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number]

/** What a provider needs of the order to take its payment. */
export interface PaymentOrder {
  number: string
  /** Amount charged: the order's TTC total, cents. */
  amount: Cents
  email: string
}

export interface PaymentUrls {
  /** Where the provider sends the customer back (success; `&issue=annule` is added for a cancel). */
  returnUrl: string
  /** Where the provider posts its signed notifications. */
  notifyUrl: string
}

export type PaymentOutcome = 'paid' | 'refused' | 'abandoned'

/** A notification whose signature was checked. `outcome` null: a signed event that changes nothing (answered 200). */
export interface PaymentNotification {
  eventId: string
  session: string
  outcome: PaymentOutcome | null
}

export interface PaymentProvider {
  id: PaymentProviderId
  /** Opens a payment session for the order: the page to send the customer to, and the session's id. */
  start(order: PaymentOrder, urls: PaymentUrls): Promise<{ redirectUrl: string; session: string }>
  /** The page of a session already opened (a second submit of the same order), null when it cannot be resumed. */
  resume(session: string): Promise<string | null>
  /** The customer came back by the cancel link: the provider closes the session (its notification follows). */
  cancel(session: string): Promise<void>
  /** Checks the notification's signature: null when it is missing, forged or stale. */
  verify(request: Request): Promise<PaymentNotification | null>
}
