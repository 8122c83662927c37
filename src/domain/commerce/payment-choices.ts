/**
 * What the payment step asks for each order (spec §5): the general terms of sale, ticked by
 * the customer for this order, and the payment method. They live with the page only, never
 * in the order state kept in local storage (`enduits:order`): a checkout abandoned, then
 * started again days later, shows the terms unticked and no method chosen. The rest of the
 * state (step, carrier, addresses, point, phone, code) is still kept, so that a reload
 * resumes the step. Pure.
 */
import type { CheckoutState } from './types'

export type PaymentChoices = Pick<CheckoutState, 'termsAccepted' | 'paymentBy'>

/** Nothing ticked, nothing chosen: each order starts here. */
export const NO_PAYMENT_CHOICES: PaymentChoices = { termsAccepted: false, paymentBy: null }

/** A change of the checkout, split between what is kept in local storage and what stays with the page. */
export function splitCheckoutPatch(patch: Partial<CheckoutState>): { stored: Partial<CheckoutState>; page: Partial<PaymentChoices> } {
  const { termsAccepted, paymentBy, ...stored } = patch
  const page: Partial<PaymentChoices> = {}
  if (termsAccepted !== undefined) page.termsAccepted = termsAccepted
  if (paymentBy !== undefined) page.paymentBy = paymentBy
  return { stored, page }
}

/** The state as written to local storage: the payment choices at their start, whatever was there before. */
export function storedCheckout(state: CheckoutState): CheckoutState {
  return { ...state, ...NO_PAYMENT_CHOICES }
}

/**
 * The checkout as the steps read it: the stored state with this page's choices. A stored
 * `termsAccepted: true` (written before this rule) is never read.
 */
export function checkoutOnPage(stored: CheckoutState, page: PaymentChoices): CheckoutState {
  return { ...stored, termsAccepted: page.termsAccepted, paymentBy: page.paymentBy }
}
