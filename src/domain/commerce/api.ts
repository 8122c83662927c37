/**
 * The commerce endpoints of the v1 API (issue 19, decision 087, docs/commerce.md): their
 * query schemas, and their description for the OpenAPI document. The cart token travels in
 * the `X-Cart-Token` header (or `cart_token` in a JSON body), never in the address.
 */
import { z } from 'zod'
import { autoParams } from '@/domain/api/params'
import { COUNTRY_CODES } from '@/domain/forms/options'
import { cartAddSchema, discountCodeSchema, placeOrderSchema, quantitySchema } from './schemas'

const POSTCODE_MESSAGE = 'Le code postal doit comporter 5 chiffres.'
const postcode = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .regex(/^\d{5}$/, { error: POSTCODE_MESSAGE })

/** Query of the cart calls: the automatic params (the plan of a new cart). */
export const cartQuery = z.object(autoParams)

/**
 * `GET /api/v1/cart/shipping?zipcode=&country=`: the country of the address (ISO code, France
 * when absent). A French postcode has 5 digits; another country's is only read as text, since
 * nothing is delivered there but at a distributor (decision 087).
 */
export const shippingQuery = z
  .object({
    ...autoParams,
    zipcode: z.string({ error: POSTCODE_MESSAGE }).trim().max(12, { error: 'Le code postal compte 12 caractères au plus.' }),
    country: z.enum(COUNTRY_CODES, { error: 'Pays inconnu : indiquez son code ISO à deux lettres (FR, BE…).' }).default('FR'),
  })
  .superRefine((query, ctx) => {
    if (query.country === 'FR' && !/^\d{5}$/.test(query.zipcode))
      ctx.addIssue({ code: 'custom', path: ['zipcode'], message: POSTCODE_MESSAGE })
  })

/** `GET /api/v1/relay-point?zipcode=` or `?lat=&lng=`. */
export const relayPointQuery = z.object({
  ...autoParams,
  zipcode: postcode.optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  limit: z.coerce.number().int().min(1).max(30).default(10),
})

/** Path of the line calls: a line id (anything else is a line of no cart: 404). */
export const lineIdPath = z.object({ id: z.string() })

export interface CommerceOperation {
  path: string
  method: 'get' | 'post' | 'patch' | 'delete'
  summary: string
  body?: z.ZodType
  query?: z.ZodObject
  /** Needs the customer's session (401 without). */
  session: boolean
  /** Sends the cart token (header X-Cart-Token, or cart_token in the body). */
  token: boolean
  success: 200 | 201
  errors: (400 | 401 | 404 | 409)[]
}

const op = (operation: CommerceOperation) => operation

export const COMMERCE_OPERATIONS: Record<string, CommerceOperation> = {
  cartAdd: op({
    path: '/cart',
    method: 'post',
    summary:
      'Adds packs to the cart (a new cart of the plan of saleplan_id when no token is sent): data { token, token_validity, cart, added }. A pack of the other plan: 400 not_available_in_this_saleplan with exist_in',
    body: cartAddSchema,
    query: cartQuery,
    session: false,
    token: true,
    success: 200,
    errors: [400, 404],
  }),
  cartGet: op({
    path: '/cart',
    method: 'get',
    summary: 'The cart of the token (or the signed-in customer’s open cart): data { token, token_validity, cart } (cart null: none)',
    query: cartQuery,
    session: false,
    token: true,
    success: 200,
    errors: [400, 404],
  }),
  cartReset: op({
    path: '/cart',
    method: 'delete',
    summary: 'Empties and deletes the cart: data { cart: null }; the token stops working',
    query: cartQuery,
    session: false,
    token: true,
    success: 200,
    errors: [400, 404],
  }),
  cartItemUpdate: op({
    path: '/cart/item/{id}',
    method: 'patch',
    summary: 'Sets a line’s quantity (1–999): data { token, token_validity, cart }; a line of another cart: 404',
    body: quantitySchema,
    query: cartQuery,
    session: false,
    token: true,
    success: 200,
    errors: [400, 404],
  }),
  cartItemDelete: op({
    path: '/cart/item/{id}',
    method: 'delete',
    summary: 'Removes a line: data { token, token_validity, cart }; a line of another cart: 404',
    query: cartQuery,
    session: false,
    token: true,
    success: 200,
    errors: [400, 404],
  }),
  cartDiscountApply: op({
    path: '/cart/discount',
    method: 'post',
    summary: 'Applies a discount code (one per cart; a free_product code adds its free line): 400 with the French reason when refused',
    body: discountCodeSchema,
    query: cartQuery,
    session: false,
    token: true,
    success: 200,
    errors: [400, 404],
  }),
  cartDiscountRemove: op({
    path: '/cart/discount',
    method: 'delete',
    summary: 'Removes the cart’s discount code (and its free line)',
    query: cartQuery,
    session: false,
    token: true,
    success: 200,
    errors: [400, 404],
  }),
  cartShipping: op({
    path: '/cart/shipping',
    method: 'get',
    summary:
      'Shipping costs of the cart to an address (postcode and country, France by default; abroad only pickup at a distributor): data { zipcode, country, zone, weight_grams, costs: { carrier code: cents on the plan’s basis | null }, carriers }',
    query: shippingQuery,
    session: false,
    token: true,
    success: 200,
    errors: [400, 404],
  }),
  cartMerge: op({
    path: '/cart/merge',
    method: 'post',
    summary:
      'At login: the guest cart of the token joins the customer’s open cart of the same plan (quantities summed, capped at 999), or becomes theirs: data { token, token_validity, cart }',
    query: cartQuery,
    session: true,
    token: true,
    success: 200,
    errors: [400, 401],
  }),
  orderPlace: op({
    path: '/order',
    method: 'post',
    summary:
      'Places the order of the cart of the token (decision 087, one transaction): 201 data { message, order, redirect (the card provider’s page, or null), payment_message }, 200 with the same order for the same cart again (idempotent); 409 { status: price_changed | discount_exhausted, message, cart } and nothing placed; 400 a checkout error in French; 404 cart_not_found / cart_expired',
    body: placeOrderSchema,
    query: cartQuery,
    session: true,
    token: true,
    success: 201,
    errors: [400, 401, 404, 409],
  }),
  orderList: op({
    path: '/order',
    method: 'get',
    summary:
      'The signed-in customer’s orders, newest first (page, 20 a page): data { items: [{ number, placed_at, status, status_label, amount, payment, count }], total }',
    session: true,
    token: false,
    success: 200,
    errors: [400, 401],
  }),
  orderShow: op({
    path: '/order/{number}',
    method: 'get',
    summary:
      'One order of the signed-in customer (spec §7 order show): data { order } with its lines, totals, addresses, carrier and payment; another customer’s: 404',
    session: true,
    token: false,
    success: 200,
    errors: [401, 404],
  }),
  orderPdf: op({
    path: '/order/{number}/pdf',
    method: 'get',
    summary:
      'The PDF order summary (« Récapitulatif de commande ») of one of the signed-in customer’s orders (application/pdf); another customer’s: 404',
    session: true,
    token: false,
    success: 200,
    errors: [401, 404],
  }),
  orderPay: op({
    path: '/order/{number}/payment',
    method: 'post',
    summary:
      'Pays one of the signed-in customer’s orders that awaits its card payment (« Régler ma commande »): data { redirect }, the card provider’s page, its session resumed (idempotent: a second call gives the same page); another customer’s or an unknown order: 404; an order paid, cancelled, refused (its cart is open again) or paid by transfer, cheque or on account: 409 { status: order_not_payable, reason, message }; the provider unreachable: 503 with a French message',
    session: true,
    token: false,
    success: 200,
    errors: [401, 404, 409],
  }),
  paymentNotify: op({
    path: '/payment/notify/{provider}',
    method: 'post',
    summary:
      'The card provider’s signed notification (decision 088; provider test or stripe, the active one only): data { received: true, replayed }; a replayed event changes nothing; a bad signature: 400 and nothing changes',
    session: false,
    token: false,
    success: 200,
    errors: [400, 404],
  }),
  paymentReturn: op({
    path: '/payment/return/{provider}',
    method: 'get',
    summary:
      'Where the card provider sends the customer back (commande, plan, issue=annule on a cancel): 303 to /fr/{plan}/commande/confirmation?numero=… (&paiement=en-attente while the notification is awaited) or to /fr/{plan}/commande/paiement?paiement=refuse',
    session: false,
    token: false,
    success: 200,
    errors: [],
  }),
  relayPoints: op({
    path: '/relay-point',
    method: 'get',
    summary: 'The nearest active relay points to a postcode (or lat, lng), nearest first: data { items, total }',
    query: relayPointQuery,
    session: false,
    token: false,
    success: 200,
    errors: [400, 404],
  }),
}
