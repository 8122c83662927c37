'use client'
import { UNKNOWN_ERROR_MESSAGE } from '@/domain/api/errors'
import { authStore, cartStore, orderStore } from '@/components/state/stores.client'
import { SIGNED_OUT } from '@/domain/account/auth-state'
import { unansweredCallMessage } from '@/domain/browser/network'
import { applyCartAnswer, EMPTY_CART, liveToken, type ApiCartItem, type CartAnswer } from '@/domain/cart/state'
import { INITIAL_CHECKOUT } from '@/domain/commerce/checkout'

/** The site's message for a call that failed without saying why (the API's own words). */
export const UNKNOWN = UNKNOWN_ERROR_MESSAGE

export type FieldError = { path: string; message: string }
/** An answer of the commerce API: its data, or its French message, code (`status`) and whole body. */
export type CommerceAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; code: string | null; errors: FieldError[]; body: Record<string, unknown> }

/**
 * One call to the commerce API (/api/v1/cart*, /api/v1/order*, /api/v1/relay-point) with the
 * session cookie and, when the browser holds a live one, the cart token in the `X-Cart-Token`
 * header: never in the address (decision 087). `saleplan_id` gives the plan of a new cart.
 * No answer at all (offline, the connection cut) gives status 0 and « Connexion impossible :
 * vérifiez votre réseau, puis réessayez. »
 */
export async function commerceCall<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: Record<string, unknown>; planId?: number | null; query?: Record<string, string> } = {},
): Promise<CommerceAnswer<T>> {
  const params = new URLSearchParams(options.query)
  if (options.planId) params.set('saleplan_id', String(options.planId))
  const search = params.toString()
  const token = liveToken(cartStore.get(), Date.now())
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.body) headers['content-type'] = 'application/json'
  if (token) headers['x-cart-token'] = token
  try {
    const response = await fetch(`${path}${search ? `?${search}` : ''}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: options.body ? JSON.stringify(options.body) : undefined,
    })
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
      data?: T
      message?: string
      status?: string
      errors?: FieldError[]
    }
    if (response.ok) return { ok: true, status: response.status, data: json.data as T }
    if (response.status === 401) authStore.set(SIGNED_OUT)
    return {
      ok: false,
      status: response.status,
      message: json.message ?? UNKNOWN,
      code: typeof json.status === 'string' ? json.status : null,
      errors: json.errors ?? [],
      body: json,
    }
  } catch (error) {
    // No answer: the network failed (offline, the connection cut), said as such; anything else is unknown.
    return { ok: false, status: 0, message: unansweredCallMessage(error, navigator.onLine), code: null, errors: [], body: {} }
  }
}

/** Keeps what a cart call answered (spec §4 cart update); an expired or unknown cart starts over. */
export function keepCart(answer: CommerceAnswer<CartAnswer>): void {
  if (answer.ok) {
    cartStore.set((state) => applyCartAnswer(state, answer.data, Date.now()))
    return
  }
  if (answer.code === 'cart_expired' || (answer.status === 404 && /cart|panier/i.test(`${answer.code ?? ''} ${answer.message}`)))
    cartStore.set(EMPTY_CART)
}

/** A cart call whose answer becomes the browser's cart. */
export async function cartCall(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: Record<string, unknown>; planId?: number | null } = {},
): Promise<CommerceAnswer<CartAnswer & { added?: ApiCartItem[] }>> {
  const answer = await commerceCall<CartAnswer & { added?: ApiCartItem[] }>(method, path, options)
  keepCart(answer)
  return answer
}

/** Reads the cart again (the header, the cart page, each checkout step). */
export function refreshCart(planId?: number | null) {
  return cartCall('GET', '/api/v1/cart', { planId })
}

/**
 * At login (decision 087): the guest cart of this device joins the customer's open cart, or
 * becomes theirs; the answer is the cart from now on.
 */
export async function mergeGuestCart(): Promise<void> {
  const answer = await commerceCall<CartAnswer>('POST', '/api/v1/cart/merge', { body: {} })
  if (answer.ok) cartStore.set((state) => applyCartAnswer(state, answer.data, Date.now()))
}

/** After an order is placed and confirmed: a new cart, a new checkout (spec §4). */
export function resetAfterOrder(): void {
  cartStore.set(EMPTY_CART)
  orderStore.set(INITIAL_CHECKOUT)
}
