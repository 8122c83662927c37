/**
 * Checkout rules (decision 087, spec §3 order state, §5 checkout errors): the state the
 * pages keep in local storage, the first error on the way to placing the order, and the
 * payment methods a customer may use. Pure.
 */
import type { Target } from '@/domain/routing/types'
import type { StoredCheckout } from './payment-choices'
import type { CarrierKind, CheckoutError, CheckoutState, ChosenPoint, PaymentMethod } from './types'
import { CARRIER_KINDS, PAYMENT_METHODS } from './types'

/** The representative's code: letters, digits and hyphens, 2 to 20 characters. */
export const ASM_CODE_PATTERN = /^[A-Za-z0-9-]{2,20}$/

/** Longest phone kept in the checkout state (as `phone()` of the forms). */
const PHONE_MAX_LENGTH = 25
/** Longest carrier code kept in the checkout state. */
const CARRIER_CODE_MAX_LENGTH = 60

export const INITIAL_CHECKOUT: CheckoutState = {
  orderId: null,
  step: 0,
  selectedCarrier: null,
  selectedShippingAddress: null,
  selectedBillingAddress: null,
  selectedRelay: null,
  selectedStore: null,
  selectedPoint: null,
  paymentBy: null,
  phone: '',
  asmCode: '',
  termsAccepted: false,
}

function id(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' && value.length <= max ? value : ''
}

/** Longest text kept of a chosen point's name or address line. */
const POINT_TEXT_MAX_LENGTH = 200

function point(value: unknown): ChosenPoint | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const raw = value as Record<string, unknown>
  const pointId = id(raw.id)
  const name = text(raw.name, POINT_TEXT_MAX_LENGTH)
  const city = text(raw.city, POINT_TEXT_MAX_LENGTH)
  if (pointId === null || !name || !city) return null
  return {
    id: pointId,
    name,
    address: text(raw.address, POINT_TEXT_MAX_LENGTH),
    postcode: text(raw.postcode, POINT_TEXT_MAX_LENGTH),
    city,
  }
}

/**
 * The relay point or distributor chosen, as the delivery step showed it, when it is still the
 * one chosen for the carrier's kind (null: none, or another choice since).
 */
export function chosenPoint(state: CheckoutState, kind: CarrierKind): ChosenPoint | null {
  const chosen = kind === 'relay' ? state.selectedRelay : kind === 'pickup' ? state.selectedStore : null
  return chosen !== null && state.selectedPoint?.id === chosen ? state.selectedPoint : null
}

/**
 * A checkout state read back from local storage, which may hold anything (an older shape, a
 * hand edit): each field is kept when it has the right type, else it takes its initial value.
 */
export function sanitizeCheckout(raw: unknown): CheckoutState {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ...INITIAL_CHECKOUT }
  const value = raw as Record<string, unknown>
  const step = value.step === 0 || value.step === 1 || value.step === 2 || value.step === 3 ? value.step : 0
  const carrier = text(value.selectedCarrier, CARRIER_CODE_MAX_LENGTH)
  const payment = (PAYMENT_METHODS as readonly unknown[]).includes(value.paymentBy) ? (value.paymentBy as PaymentMethod) : null
  return {
    orderId: id(value.orderId),
    step,
    selectedCarrier: carrier === '' ? null : carrier,
    selectedShippingAddress: id(value.selectedShippingAddress),
    selectedBillingAddress: id(value.selectedBillingAddress),
    selectedRelay: id(value.selectedRelay),
    selectedStore: id(value.selectedStore),
    selectedPoint: point(value.selectedPoint),
    paymentBy: payment,
    phone: text(value.phone, PHONE_MAX_LENGTH),
    asmCode: text(value.asmCode, 20),
    termsAccepted: value.termsAccepted === true,
  }
}

/** Spec §5 checkout errors, in French. */
export const CHECKOUT_MESSAGES: Record<CheckoutError, string> = {
  carrier: 'Veuillez choisir un transporteur.',
  shippingAddress: 'Veuillez choisir une adresse de livraison.',
  terms: 'Veuillez accepter les conditions générales de vente.',
  payment: 'Veuillez choisir un moyen de paiement.',
}

/** The missing billing address (reported as the `shippingAddress` error, with this message). */
export const BILLING_ADDRESS_MESSAGE = 'Veuillez choisir une adresse de facturation.'

/** What to choose for the delivery with a carrier of this kind. */
export function deliveryPointMessage(kind: CarrierKind): string {
  if (kind === 'relay') return 'Veuillez choisir un point relais.'
  if (kind === 'pickup') return 'Veuillez choisir un distributeur.'
  return CHECKOUT_MESSAGES.shippingAddress
}

export interface CheckoutContext {
  /** Kind of the chosen carrier; null when none is chosen or it is unknown. */
  carrierKind: CarrierKind | null
  /** Methods this customer may pay with (`allowedPaymentMethods`). */
  allowedPayments: PaymentMethod[]
}

function isCarrierKind(kind: unknown): kind is CarrierKind {
  return (CARRIER_KINDS as readonly unknown[]).includes(kind)
}

/** The delivery point the carrier's kind needs: an address, a relay point or a distributor. */
function deliveryPoint(state: StoredCheckout, kind: CarrierKind): number | null {
  if (kind === 'relay') return state.selectedRelay
  if (kind === 'pickup') return state.selectedStore
  return state.selectedShippingAddress
}

/**
 * The delivery step's first error: a carrier, then where it delivers and a billing address
 * (the payment choices are not read: the delivery step has none).
 */
export function deliveryError(state: StoredCheckout, ctx: Pick<CheckoutContext, 'carrierKind'>): CheckoutError | null {
  if (state.selectedCarrier === null || state.selectedCarrier === '' || !isCarrierKind(ctx.carrierKind)) return 'carrier'
  if (deliveryPoint(state, ctx.carrierKind) === null) return 'shippingAddress'
  if (state.selectedBillingAddress === null) return 'shippingAddress'
  return null
}

/**
 * The first checkout error (spec §5 order): carrier, delivery point (an address, a relay point
 * or a distributor, and a billing address), the general terms of sale, the payment method
 * (chosen and allowed for this customer). Null when the order may be placed.
 */
export function checkoutError(state: CheckoutState, ctx: CheckoutContext): CheckoutError | null {
  const delivery = deliveryError(state, ctx)
  if (delivery) return delivery
  if (!state.termsAccepted) return 'terms'
  if (state.paymentBy === null || !ctx.allowedPayments.includes(state.paymentBy)) return 'payment'
  return null
}

/**
 * The message of the first checkout error, the precise one: a relay point or a distributor
 * for those carriers, a billing address when only that is missing. Null when none.
 */
export function checkoutErrorMessage(state: CheckoutState, ctx: CheckoutContext): string | null {
  const error = checkoutError(state, ctx)
  if (error !== 'shippingAddress' || !isCarrierKind(ctx.carrierKind)) return error === null ? null : CHECKOUT_MESSAGES[error]
  return deliveryPoint(state, ctx.carrierKind) === null ? deliveryPointMessage(ctx.carrierKind) : BILLING_ADDRESS_MESSAGE
}

/**
 * Payment methods of a customer, in display order: card when a provider is available, bank
 * transfer, cheque, and pay on account for approved professionals only.
 */
export function allowedPaymentMethods(ctx: { target: Target; proApproved: boolean; cardAvailable: boolean }): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => {
    if (method === 'card') return ctx.cardAvailable
    if (method === 'account') return ctx.target === 'pro' && ctx.proApproved
    return true
  })
}
