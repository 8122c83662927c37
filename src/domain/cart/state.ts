/**
 * The cart as the browser keeps it (spec §3 "Cart (client state)", decision 087), persisted
 * in local storage under `enduits:cart`: the token and its validity, and the last cart the
 * API answered (lines, totals in cents, discount), for the header's count and the cart page's
 * first paint. The API stays the truth: every page reads the cart again.
 *
 * Spec §4 cart update: an answer with lines replaces the discounts with the answer's and
 * recalculates shipping (the costs are forgotten, the delivery step asks for them again); an
 * answer without lines resets the whole state, token included.
 */
import type { CartDiscountView } from '@/domain/commerce/types'
import type { Target } from '@/domain/routing/types'
import { CART_TOKEN_LIFETIME_MS } from './token'

/** A line of the API's cart (docs/commerce.md). */
export interface ApiCartItem {
  id: number
  product_id: number
  variant: string
  name: string
  slug: string
  pack: string
  image: { url: string; alt: string } | null
  quantity: number
  unit_price: number
  price: number
  price_with_tax: number
  free: boolean
}

/** Spec §3 `discounts[]` of the server cart response. */
export type ApiCartDiscount = CartDiscountView

/** The API's cart (docs/commerce.md, spec §3 server cart response). */
export interface ApiCart {
  id: number
  plan: Target
  basis: 'ht' | 'ttc'
  currency: string
  items: ApiCartItem[]
  count: number
  goods: number
  discounted_amount: number
  shipping: number | null
  amount: { ht: number; tax: number; ttc: number }
  discounts: ApiCartDiscount[]
}

/** What the cart calls answer: `{ token, token_validity, cart }`. */
export interface CartAnswer {
  token?: string | null
  token_validity?: string | number | null
  cart: ApiCart | null
}

export interface CartState {
  /** The plan the cart belongs to (null: no cart). */
  plan: Target | null
  currency: string
  products: ApiCartItem[]
  /** Number of units (the header's count). */
  count: number
  goods: number
  /** HT total, cents. */
  allTotal: number
  /** VAT, cents. */
  totalTaxe: number
  /** TTC total, cents. */
  allTotalWithTaxes: number
  /** Shipping of the cart, on the plan's basis (null: not chosen). */
  shipping: number | null
  /** Costs per carrier for the last postcode asked (spec §3 `shippingCosts.costs`). */
  shippingCosts: { zipcode: string | null; costs: Record<string, number | null> }
  cart_token: string | null
  /** Epoch ms after which the token is no longer sent. */
  token_validity: number | null
  discountLabels: string[]
  discountAmount: number
  discountValue: number | null
  discountValueUnit: 'eur' | 'percent' | null
  discountCode: string | null
  asmCode: string
}

export const EMPTY_CART: CartState = {
  plan: null,
  currency: '€',
  products: [],
  count: 0,
  goods: 0,
  allTotal: 0,
  totalTaxe: 0,
  allTotalWithTaxes: 0,
  shipping: null,
  shippingCosts: { zipcode: null, costs: {} },
  cart_token: null,
  token_validity: null,
  discountLabels: [],
  discountAmount: 0,
  discountValue: null,
  discountValueUnit: null,
  discountCode: null,
  asmCode: '',
}

/** The token to send, or null when absent or expired (spec §4: valid only if present and not expired). */
export function liveToken(state: CartState, now: number): string | null {
  return state.cart_token && state.token_validity !== null && state.token_validity > now ? state.cart_token : null
}

function validityOf(raw: unknown, now: number): number {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw < 1e12 ? raw * 1000 : raw
  if (typeof raw === 'string') {
    const parsed = Date.parse(raw)
    if (Number.isFinite(parsed)) return parsed
  }
  return now + CART_TOKEN_LIFETIME_MS
}

/** Spec §4 cart update: the state after an answer of the cart API. */
export function applyCartAnswer(state: CartState, answer: CartAnswer, now: number): CartState {
  const cart = answer.cart
  if (!cart || !Array.isArray(cart.items) || cart.items.length === 0) return EMPTY_CART
  const discount = cart.discounts[0] ?? null
  return {
    ...state,
    plan: cart.plan,
    currency: cart.currency || '€',
    products: cart.items,
    count: cart.count ?? cart.items.reduce((sum, item) => sum + item.quantity, 0),
    goods: cart.goods,
    allTotal: cart.amount.ht,
    totalTaxe: cart.amount.tax,
    allTotalWithTaxes: cart.amount.ttc,
    shipping: cart.shipping,
    // Recalculated: the delivery step asks for the costs of the new cart.
    shippingCosts: { zipcode: null, costs: {} },
    cart_token: answer.token ?? state.cart_token,
    token_validity: answer.token ? validityOf(answer.token_validity, now) : state.token_validity,
    discountLabels: cart.discounts.map((d) => d.description),
    discountAmount: cart.discounted_amount,
    discountValue: discount && discount.type === 'cart_discount' ? discount.amount : null,
    discountValueUnit: discount && discount.type === 'cart_discount' ? discount.unit : null,
    discountCode: discount ? discount.code : null,
  }
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** Whatever local storage holds, a well-formed state (anything odd: the empty cart). */
export function sanitizeCart(raw: unknown): CartState {
  if (!raw || typeof raw !== 'object') return EMPTY_CART
  const v = raw as Partial<Record<keyof CartState, unknown>>
  if (!Array.isArray(v.products)) return EMPTY_CART
  const products = v.products.filter(
    (p): p is ApiCartItem => !!p && typeof p === 'object' && isNumber((p as ApiCartItem).id) && isNumber((p as ApiCartItem).quantity),
  )
  const token = typeof v.cart_token === 'string' && v.cart_token.length > 0 ? v.cart_token : null
  const validity = isNumber(v.token_validity) ? v.token_validity : null
  const costs =
    v.shippingCosts && typeof v.shippingCosts === 'object' && 'costs' in v.shippingCosts
      ? (v.shippingCosts as CartState['shippingCosts'])
      : EMPTY_CART.shippingCosts
  const unit = v.discountValueUnit === 'eur' || v.discountValueUnit === 'percent' ? v.discountValueUnit : null
  return {
    plan: v.plan === 'pro' || v.plan === 'part' ? v.plan : null,
    currency: typeof v.currency === 'string' && v.currency ? v.currency : '€',
    products,
    count: isNumber(v.count) ? v.count : products.reduce((sum, p) => sum + p.quantity, 0),
    goods: isNumber(v.goods) ? v.goods : 0,
    allTotal: isNumber(v.allTotal) ? v.allTotal : 0,
    totalTaxe: isNumber(v.totalTaxe) ? v.totalTaxe : 0,
    allTotalWithTaxes: isNumber(v.allTotalWithTaxes) ? v.allTotalWithTaxes : 0,
    shipping: isNumber(v.shipping) ? v.shipping : null,
    shippingCosts: {
      zipcode: typeof costs.zipcode === 'string' ? costs.zipcode : null,
      costs: typeof costs.costs === 'object' && costs.costs ? costs.costs : {},
    },
    cart_token: token && validity ? token : null,
    token_validity: token && validity ? validity : null,
    discountLabels: Array.isArray(v.discountLabels) ? v.discountLabels.filter((l): l is string => typeof l === 'string') : [],
    discountAmount: isNumber(v.discountAmount) ? v.discountAmount : 0,
    discountValue: isNumber(v.discountValue) ? v.discountValue : null,
    discountValueUnit: unit,
    discountCode: typeof v.discountCode === 'string' ? v.discountCode : null,
    asmCode: typeof v.asmCode === 'string' ? v.asmCode : '',
  }
}
