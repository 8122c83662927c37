/**
 * Commerce types shared by the rules (`src/domain/commerce`), the data layer, the v1 API
 * and the pages (issue 19, decision 087). Money is always an integer number of cents.
 * Pure TypeScript: no framework import.
 */
import type { Target } from '@/domain/routing/types'

/** An amount in euro cents (integer, may be 0; negative only for a discount line). */
export type Cents = number

/** French standard VAT, in basis points (20 %). */
export const VAT_RATE_BP = 2000

/** Highest quantity of one line (decision 087): beyond it the add is refused with a 400. */
export const MAX_LINE_QUANTITY = 999
/** Most lines in one cart. */
export const MAX_CART_LINES = 60

/**
 * How a plan's prices are entered and shown: professionals buy excluding VAT (HT),
 * private customers including VAT (TTC), as French trade and retail do.
 */
export const PRICE_BASIS: Record<Target, 'ht' | 'ttc'> = { pro: 'ht', part: 'ttc' }

/** One pack's catalogue price in one plan: HT cents for `pro`, TTC cents for `part`; null when not sold in that plan. */
export interface PackPrice {
  target: Target
  /** Price on the plan's basis (PRICE_BASIS), in cents. */
  amount: Cents
}

/** A price group of approved professional accounts: a discount rate per category (percent, 0–50). */
export interface PriceGroup {
  id: number
  name: string
  /** Rate applied when no category rate matches. */
  defaultPercent: number
  rates: { categoryId: number; percent: number }[]
}

/** A line as the rules see it (priced for the cart's plan and customer). */
export interface PricedLine {
  /** Stable id of the line (the cart item id). */
  id: number
  productId: number
  /** Pack (variant) reference. */
  variant: string
  quantity: number
  /** Unit price on the plan's basis after the customer's price group, cents. */
  unitAmount: Cents
  /** Shipping weight of one unit, grams. */
  unitWeightGrams: number
  /** Categories of the product (minimum amounts, price groups). */
  categoryIds: number[]
  /** A free line added by a `free_product` code: its amount is 0. */
  free: boolean
}

export type DiscountUnit = 'eur' | 'percent'

/** A discount code as the rules see it (the `discount-codes` collection, mapped). */
export interface DiscountCode {
  id: number
  code: string
  kind: 'cart_discount' | 'free_product'
  description: string
  /** cart_discount: cents when unit is 'eur', whole percent (1–100) when 'percent'. */
  value: number
  unit: DiscountUnit
  /** free_product: the product and pack added free, quantity 1. */
  freeProductId: number | null
  freeVariant: string | null
  startsAt: string | null
  endsAt: string | null
  /** Plans the code is valid for. */
  targets: Target[]
  /** Minimum goods amount on the plan's basis, cents (0 = none). */
  minAmount: Cents
  /** Total uses allowed (null = unlimited) and uses taken so far. */
  maxUses: number | null
  used: number
}

/** Why a code cannot apply: each has a French message (DISCOUNT_MESSAGES in discounts.ts). */
export type DiscountRefusal = 'unknown' | 'not_started' | 'expired' | 'other_plan' | 'minimum' | 'exhausted'

/** Spec §3 server cart response, `discounts[]`. */
export type CartDiscountView =
  | { code: string; type: 'cart_discount'; description: string; amount: number; unit: DiscountUnit }
  | { code: string; type: 'free_product'; description: string }

/** Totals of a cart or an order. Every amount in cents; ht + tax = ttc always. */
export interface Totals {
  /** Goods on the plan's basis, before the discount. */
  goods: Cents
  /** Discount taken off the goods, on the plan's basis (≥ 0, never more than goods). */
  discount: Cents
  /** Shipping on the plan's basis (null = not chosen yet: counted as 0). */
  shipping: Cents | null
  ht: Cents
  tax: Cents
  ttc: Cents
}

/** Delivery zones of the carriers' rates (decision 087): metropolitan France, Corsica, overseas. */
export const SHIPPING_ZONES = ['metropole', 'corse', 'outre-mer'] as const
export type ShippingZone = (typeof SHIPPING_ZONES)[number]

export const CARRIER_KINDS = ['home', 'relay', 'pickup'] as const
/** home: to an address; relay: to a relay point; pickup: at a distributor (professionals). */
export type CarrierKind = (typeof CARRIER_KINDS)[number]

export interface CarrierRate {
  zone: ShippingZone
  /** Upper bound of the weight bracket, grams (inclusive). */
  maxWeightGrams: number
  /** Price excluding VAT, cents. */
  priceHt: Cents
}

export interface Carrier {
  id: number
  code: string
  name: string
  kind: CarrierKind
  targets: Target[]
  /** Free shipping from this goods amount (after discount, on the plan's basis); null = never. */
  freeFrom: Cents | null
  /** Delay shown to the customer, e.g. "48 à 72 h". */
  delay: string
  rates: CarrierRate[]
}

/** Spec §3 order (client state), plus what the checkout pages keep to be resumable. */
/** A relay point or a distributor as the delivery step showed it. */
export interface ChosenPoint {
  id: number
  name: string
  address: string
  postcode: string
  city: string
}

export interface CheckoutState {
  orderId: number | null
  /** 0 summary (cart), 1 delivery, 2 payment, 3 confirmation. */
  step: 0 | 1 | 2 | 3
  selectedCarrier: string | null
  selectedShippingAddress: number | null
  selectedBillingAddress: number | null
  selectedRelay: number | null
  /** Distributor (store) chosen for a pickup carrier. */
  selectedStore: number | null
  /**
   * What the customer read of the relay point or distributor chosen (its id among them), so
   * that the payment step can name it: the server checks the id, never this copy.
   */
  selectedPoint: ChosenPoint | null
  paymentBy: PaymentMethod | null
  phone: string
  asmCode: string
  termsAccepted: boolean
}

export const PAYMENT_METHODS = ['card', 'transfer', 'cheque', 'account'] as const
/** card: through a provider; transfer, cheque: paid later, staff mark it; account: approved professionals, due date. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const ORDER_STATUSES = ['awaiting_payment', 'payment_refused', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Checkout errors (spec §5), the first refusal on the way to placing the order. */
export type CheckoutError = 'carrier' | 'shippingAddress' | 'terms' | 'payment'
