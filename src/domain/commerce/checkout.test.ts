import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allowedPaymentMethods,
  ASM_CODE_PATTERN,
  BILLING_ADDRESS_MESSAGE,
  CHECKOUT_MESSAGES,
  checkoutError,
  checkoutErrorMessage,
  chosenPoint,
  deliveryError,
  deliveryPointMessage,
  INITIAL_CHECKOUT,
  sanitizeCheckout,
} from './checkout'
import type { CheckoutState, PaymentMethod } from './types'
import { PAYMENT_METHODS } from './types'

const ready: CheckoutState = {
  ...INITIAL_CHECKOUT,
  step: 2,
  selectedCarrier: 'colissimo',
  selectedShippingAddress: 3,
  selectedBillingAddress: 4,
  paymentBy: 'transfer',
  phone: '0612345678',
  termsAccepted: true,
}
const all: PaymentMethod[] = [...PAYMENT_METHODS]
const home = { carrierKind: 'home' as const, allowedPayments: all }

describe('INITIAL_CHECKOUT', () => {
  it('starts at step 0 with nothing chosen', () => {
    expect(INITIAL_CHECKOUT.step).toBe(0)
    expect(INITIAL_CHECKOUT.termsAccepted).toBe(false)
    expect(checkoutError(INITIAL_CHECKOUT, home)).toBe('carrier')
  })
})

describe('chosenPoint', () => {
  const roquette = { id: 8, name: 'Tabac-Presse de la Roquette', address: '12 rue de la Roquette', postcode: '75011', city: 'Paris' }

  it('names the relay point or distributor still chosen for the carrier', () => {
    expect(chosenPoint({ ...ready, selectedRelay: 8, selectedPoint: roquette }, 'relay')).toEqual(roquette)
    expect(chosenPoint({ ...ready, selectedStore: 8, selectedPoint: roquette }, 'pickup')).toEqual(roquette)
  })

  it('names nothing once another point, or a home delivery, is chosen', () => {
    expect(chosenPoint({ ...ready, selectedRelay: 9, selectedPoint: roquette }, 'relay')).toBeNull()
    expect(chosenPoint({ ...ready, selectedRelay: 8, selectedPoint: roquette }, 'pickup')).toBeNull()
    expect(chosenPoint({ ...ready, selectedRelay: 8, selectedPoint: roquette }, 'home')).toBeNull()
    expect(chosenPoint({ ...ready, selectedRelay: 8 }, 'relay')).toBeNull()
  })
})

describe('sanitizeCheckout', () => {
  it('keeps a valid state', () => {
    const selectedPoint = { id: 8, name: 'Tabac-Presse de la Roquette', address: '12 rue de la Roquette', postcode: '75011', city: 'Paris' }
    const state = { ...ready, selectedRelay: 8, selectedStore: 9, selectedPoint, asmCode: 'ARD-12', orderId: 44, step: 3 as const }
    expect(sanitizeCheckout(state)).toEqual(state)
    expect(sanitizeCheckout(JSON.parse(JSON.stringify(state)))).toEqual(state)
  })

  it.each([null, undefined, 'x', 12, [], true])('starts again from %j', (raw) => {
    expect(sanitizeCheckout(raw)).toEqual(INITIAL_CHECKOUT)
  })

  it('replaces each bad field by its initial value', () => {
    const raw = {
      orderId: -1,
      step: 7,
      selectedCarrier: 42,
      selectedShippingAddress: '3',
      selectedBillingAddress: 1.5,
      selectedRelay: Number.NaN,
      selectedStore: {},
      selectedPoint: { id: 8, name: '', city: 'Paris' },
      paymentBy: 'bitcoin',
      phone: 612345678,
      asmCode: 'X'.repeat(200),
      termsAccepted: 'true',
    }
    expect(sanitizeCheckout(raw)).toEqual(INITIAL_CHECKOUT)
  })

  it('always gives a well-formed state, whatever is stored', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const state = sanitizeCheckout(raw)
        expect([0, 1, 2, 3]).toContain(state.step)
        expect(typeof state.termsAccepted).toBe('boolean')
        expect(state.paymentBy === null || PAYMENT_METHODS.includes(state.paymentBy)).toBe(true)
        expect(typeof state.phone).toBe('string')
        expect(sanitizeCheckout(state)).toEqual(state)
      }),
    )
  })

  it('is not tied to the initial object', () => {
    const state = sanitizeCheckout(null)
    state.phone = '06'
    expect(INITIAL_CHECKOUT.phone).toBe('')
  })
})

describe('checkoutError (spec §5 order)', () => {
  it('is null when everything is chosen', () => {
    expect(checkoutError(ready, home)).toBeNull()
  })

  it('asks for a carrier first', () => {
    expect(checkoutError({ ...INITIAL_CHECKOUT, termsAccepted: false }, home)).toBe('carrier')
    expect(checkoutError({ ...ready, selectedCarrier: null }, home)).toBe('carrier')
    expect(checkoutError(ready, { ...home, carrierKind: null })).toBe('carrier')
    expect(checkoutError(ready, { ...home, carrierKind: 'drone' as never })).toBe('carrier')
  })

  it('then the delivery point the carrier needs, and a billing address', () => {
    expect(checkoutError({ ...ready, selectedShippingAddress: null }, home)).toBe('shippingAddress')
    expect(checkoutError({ ...ready, selectedShippingAddress: null, selectedRelay: 5 }, { ...home, carrierKind: 'relay' })).toBeNull()
    expect(checkoutError(ready, { ...home, carrierKind: 'relay' })).toBe('shippingAddress')
    expect(checkoutError({ ...ready, selectedStore: 6 }, { ...home, carrierKind: 'pickup' })).toBeNull()
    expect(checkoutError(ready, { ...home, carrierKind: 'pickup' })).toBe('shippingAddress')
    expect(checkoutError({ ...ready, selectedBillingAddress: null }, home)).toBe('shippingAddress')
  })

  it('then the terms, then the payment method', () => {
    expect(checkoutError({ ...ready, termsAccepted: false, paymentBy: null }, home)).toBe('terms')
    expect(checkoutError({ ...ready, paymentBy: null }, home)).toBe('payment')
    expect(checkoutError({ ...ready, paymentBy: 'account' }, { ...home, allowedPayments: ['card', 'transfer'] })).toBe('payment')
  })
})

describe('deliveryError', () => {
  it('looks only at the carrier and the addresses', () => {
    // A whole state (the payment step's) is read the same: the payment choices are ignored.
    const unpaid: CheckoutState = { ...ready, termsAccepted: false, paymentBy: null }
    expect(deliveryError(unpaid, home)).toBeNull()
    expect(deliveryError({ ...ready, selectedCarrier: null }, home)).toBe('carrier')
    expect(deliveryError({ ...ready, selectedBillingAddress: null }, home)).toBe('shippingAddress')
  })
})

describe('messages', () => {
  it('are the spec’s checkout errors', () => {
    expect(CHECKOUT_MESSAGES).toEqual({
      carrier: 'Veuillez choisir un transporteur.',
      shippingAddress: 'Veuillez choisir une adresse de livraison.',
      terms: 'Veuillez accepter les conditions générales de vente.',
      payment: 'Veuillez choisir un moyen de paiement.',
    })
  })

  it('name the delivery point of each kind of carrier', () => {
    expect(deliveryPointMessage('relay')).toBe('Veuillez choisir un point relais.')
    expect(deliveryPointMessage('pickup')).toBe('Veuillez choisir un distributeur.')
    expect(deliveryPointMessage('home')).toBe('Veuillez choisir une adresse de livraison.')
  })

  it('give the precise message of the first error', () => {
    expect(checkoutErrorMessage(ready, home)).toBeNull()
    expect(checkoutErrorMessage({ ...ready, selectedCarrier: null }, home)).toBe('Veuillez choisir un transporteur.')
    expect(checkoutErrorMessage(ready, { ...home, carrierKind: 'relay' })).toBe('Veuillez choisir un point relais.')
    expect(checkoutErrorMessage(ready, { ...home, carrierKind: 'pickup' })).toBe('Veuillez choisir un distributeur.')
    expect(checkoutErrorMessage({ ...ready, selectedShippingAddress: null }, home)).toBe('Veuillez choisir une adresse de livraison.')
    expect(checkoutErrorMessage({ ...ready, selectedBillingAddress: null }, home)).toBe(BILLING_ADDRESS_MESSAGE)
    expect(checkoutErrorMessage({ ...ready, termsAccepted: false }, home)).toBe('Veuillez accepter les conditions générales de vente.')
  })
})

describe('allowedPaymentMethods', () => {
  it('offers card, transfer and cheque to everyone, card only when available', () => {
    expect(allowedPaymentMethods({ target: 'part', proApproved: false, cardAvailable: true })).toEqual(['card', 'transfer', 'cheque'])
    expect(allowedPaymentMethods({ target: 'part', proApproved: false, cardAvailable: false })).toEqual(['transfer', 'cheque'])
  })

  it('offers pay on account to approved professionals only', () => {
    expect(allowedPaymentMethods({ target: 'pro', proApproved: true, cardAvailable: true })).toEqual([
      'card',
      'transfer',
      'cheque',
      'account',
    ])
    expect(allowedPaymentMethods({ target: 'pro', proApproved: false, cardAvailable: true })).not.toContain('account')
    expect(allowedPaymentMethods({ target: 'part', proApproved: true, cardAvailable: true })).not.toContain('account')
  })
})

describe('ASM_CODE_PATTERN', () => {
  it.each(['AB', 'ARD-12', 'jdupont', 'A1-B2-C3', 'X'.repeat(20)])('accepts %j', (code) => {
    expect(ASM_CODE_PATTERN.test(code)).toBe(true)
  })
  it.each(['', 'A', 'X'.repeat(21), 'AR D', 'ARD_12', 'Élodie', 'A;B'])('refuses %j', (code) => {
    expect(ASM_CODE_PATTERN.test(code)).toBe(false)
  })
})
