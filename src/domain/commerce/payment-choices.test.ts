import { describe, expect, it } from 'vitest'
import { INITIAL_CHECKOUT, sanitizeCheckout } from './checkout'
import { checkoutOnPage, NO_PAYMENT_CHOICES, storedCheckout } from './payment-choices'
import type { CheckoutState } from './types'

/** An earlier checkout, abandoned on its payment step: the terms ticked, the card chosen. */
const abandoned: CheckoutState = {
  ...INITIAL_CHECKOUT,
  step: 2,
  selectedCarrier: 'colissimo',
  selectedShippingAddress: 3,
  selectedBillingAddress: 4,
  phone: '06 12 34 56 78',
  paymentBy: 'card',
  termsAccepted: true,
}

describe('payment choices: for this order only', () => {
  it('a checkout started again shows the terms unticked and no method, and keeps the delivery', () => {
    // What an earlier version wrote to local storage, read back.
    const stored = sanitizeCheckout(JSON.parse(JSON.stringify(abandoned)))
    const seen = checkoutOnPage(stored, NO_PAYMENT_CHOICES)
    expect(seen.termsAccepted).toBe(false)
    expect(seen.paymentBy).toBeNull()
    expect(seen).toMatchObject({ step: 2, selectedCarrier: 'colissimo', selectedShippingAddress: 3, selectedBillingAddress: 4 })
    expect(seen.phone).toBe('06 12 34 56 78')
  })

  it('never writes the terms or the method to local storage', () => {
    const written = storedCheckout(abandoned)
    expect(written.termsAccepted).toBe(false)
    expect(written.paymentBy).toBeNull()
    expect(written.selectedCarrier).toBe('colissimo')
    expect(JSON.parse(JSON.stringify(written))).not.toMatchObject({ termsAccepted: true })
  })

  it('reads the page’s choices over the stored state', () => {
    const page = { termsAccepted: true, paymentBy: 'cheque' as const }
    expect(checkoutOnPage(storedCheckout(abandoned), page)).toEqual({ ...abandoned, ...page })
  })
})
