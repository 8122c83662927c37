/**
 * What the payment step asks for each order (spec §5): the general terms of sale, ticked by
 * the customer for this order, and the payment method. They live in the payment step's own
 * state only, never in the order state kept in local storage (`enduits:order`): a checkout
 * abandoned, then started again days later, shows the terms unticked and no method chosen.
 * The rest of the state (step, carrier, addresses, point, phone, code) is still kept, so that
 * a reload resumes the step. Pure.
 */
import type { CheckoutState } from './types'

export type PaymentChoices = Pick<CheckoutState, 'termsAccepted' | 'paymentBy'>

/** The order state as kept in local storage and read by the steps: without the payment choices. */
export type StoredCheckout = Omit<CheckoutState, keyof PaymentChoices>

/** Nothing ticked, nothing chosen: each order starts here. */
export const NO_PAYMENT_CHOICES: PaymentChoices = { termsAccepted: false, paymentBy: null }

/** The state as written to local storage: the payment choices at their start, whatever was there before. */
export function storedCheckout(state: StoredCheckout): CheckoutState {
  return { ...state, ...NO_PAYMENT_CHOICES }
}

/**
 * The checkout as the payment step reads it: the stored state with the step's own choices. A
 * stored `termsAccepted: true` (written before this rule) is never read.
 */
export function checkoutOnPage(stored: StoredCheckout, page: PaymentChoices): CheckoutState {
  return { ...stored, termsAccepted: page.termsAccepted, paymentBy: page.paymentBy }
}
