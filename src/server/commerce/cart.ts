/**
 * What the cart endpoints do (decision 087), between the HTTP glue (./handler.ts) and the
 * data layer (src/data/commerce). Who may use a cart:
 * - the holder of its token, when the cart is a guest's or belongs to the signed-in customer;
 *   a customer's cart is never reached with its token alone by someone else (404);
 * - the signed-in customer, whose open cart is found by the session: the answer carries a new
 *   token for it (only hashes are stored, so the old one cannot be given back).
 * Every refusal changes nothing: inputs are checked before the first write.
 */
import 'server-only'
import type { ApiContext } from '@/data/api/context'
import {
  addFreeLine,
  addLine,
  cartById,
  cartByToken,
  cartLines,
  createCart,
  deleteCart,
  deleteLine,
  giveCartTo,
  openCartOf,
  removeFreeLines,
  renewToken,
  setCartDiscount,
  setLineQuantity,
  touchCart,
  type CartRecord,
} from '@/data/commerce/carts'
import { cartView, priceCart, productsByIds, unitPriceFor, type ApiCartItem, type Buyer, type PricedCart } from '@/data/commerce/cart-view'
import { discountById, findDiscountByCode } from '@/data/commerce/discounts'
import type { CustomerUser } from '@/data/customers'
import { badRequest, cartExpired, cartNotFound, notAvailable, notFound } from '@/domain/api/errors'
import { mergeLines } from '@/domain/commerce/cart-rules'
import { checkDiscount, discountMessage } from '@/domain/commerce/discounts'
import type { CartAdd } from '@/domain/commerce/schemas'
import { MAX_CART_LINES } from '@/domain/commerce/types'
import type { Product, Variant } from '@/domain/catalogue/types'
import { TARGETS, type Target } from '@/domain/routing/types'

export const CART_ANSWERS = {
  productGone: 'Ce produit n’existe pas ou plus.',
  otherPlan: 'Ce conditionnement n’est pas disponible pour ce plan de vente.',
  lineGone: 'Cette ligne n’existe pas dans votre panier.',
  tooManyLines: `Votre panier ne peut pas contenir plus de ${MAX_CART_LINES} lignes.`,
} as const

export interface CartAnswer {
  token: string | null
  token_validity: string | null
  cart: ReturnType<typeof cartView> | null
}

/** A cart the caller may use, with the token to give back. */
export interface HeldCart {
  cart: CartRecord
  token: string
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

export function buyerOf(customer: CustomerUser | null): Buyer | null {
  if (!customer) return null
  return {
    id: customer.id,
    audience: customer.audience ?? null,
    proStatus: customer.proStatus ?? null,
    priceGroupId: idOf(customer.priceGroup),
  }
}

/**
 * The cart of a call, or null when the caller has none (no token, no open cart of theirs).
 * A token that finds nothing the caller may use is a 404 (`cart_not_found`, or
 * `cart_expired` past its three days), unless the signed-in customer has an open cart.
 */
export async function heldCart(token: string | null, customer: CustomerUser | null, now = new Date()): Promise<HeldCart | null> {
  if (token) {
    const found = await cartByToken(token, now)
    if (found.ok && (found.cart.customerId === null || found.cart.customerId === customer?.id)) return { cart: found.cart, token }
    if (customer) {
      const own = await openCartOf(customer.id, now)
      if (own.ok) return { cart: own.cart, token: await renewToken(own.cart.id) }
    }
    if (!found.ok && found.reason === 'expired') throw cartExpired()
    throw cartNotFound()
  }
  if (customer) {
    const own = await openCartOf(customer.id, now)
    if (own.ok) return { cart: own.cart, token: await renewToken(own.cart.id) }
  }
  return null
}

/** Like heldCart, for the calls that need a cart: none is a 404. */
export async function requireCart(token: string | null, customer: CustomerUser | null, now = new Date()): Promise<HeldCart> {
  const held = await heldCart(token, customer, now)
  if (!held) throw cartNotFound()
  return held
}

/** The answer of a cart call: the token, its validity (ISO date) and the priced cart. */
export async function answerFor(held: HeldCart, customer: CustomerUser | null, ctx: ApiContext, now = new Date()): Promise<CartAnswer> {
  const cart = (await cartById(held.cart.id)) ?? held.cart
  const priced = await priceCart(cart, buyerOf(customer), ctx.locale, now)
  return { token: held.token, token_validity: cart.expiresAt, cart: cartView(priced) }
}

export async function pricedCartOf(held: HeldCart, customer: CustomerUser | null, ctx: ApiContext, now = new Date()): Promise<PricedCart> {
  return priceCart(held.cart, buyerOf(customer), ctx.locale, now)
}

/** Plan ids where a pack is sold (for exist_in). */
function plansSelling(product: Product, pack: Variant, ctx: ApiContext): number[] {
  return TARGETS.filter((t) => unitPriceFor(product, pack, t, null) !== null).flatMap((t) => {
    const id = ctx.planIdOf(t)
    return id === undefined ? [] : [id]
  })
}

/** The pack a cart add names, checked against the cart's plan: 404 unknown, 400 other plan with exist_in. */
function packToAdd(product: Product | undefined, reference: string | undefined, target: Target, ctx: ApiContext): Variant {
  if (!product) throw notFound(CART_ANSWERS.productGone)
  if (reference === undefined) {
    const sold = product.variants.find((v) => unitPriceFor(product, v, target, null) !== null)
    if (sold) return sold
    const elsewhere = product.variants.map((v) => plansSelling(product, v, ctx)).find((plans) => plans.length > 0)
    if (elsewhere) throw notAvailable(elsewhere, CART_ANSWERS.otherPlan)
    throw notFound(CART_ANSWERS.productGone)
  }
  const pack = product.variants.find((v) => v.reference === reference)
  if (!pack) throw notFound(CART_ANSWERS.productGone)
  if (unitPriceFor(product, pack, target, null) !== null) return pack
  const plans = plansSelling(product, pack, ctx)
  if (plans.length > 0) throw notAvailable(plans, CART_ANSWERS.otherPlan)
  throw notFound(CART_ANSWERS.productGone)
}

/**
 * POST /cart: every product and pack checked first (nothing written on a refusal), then a
 * new cart if the caller has none, then one atomic statement per line.
 */
export async function addToCart(
  input: CartAdd,
  token: string | null,
  customer: CustomerUser | null,
  ctx: ApiContext,
  now = new Date(),
): Promise<CartAnswer & { added: ApiCartItem[] }> {
  const existing = await heldCart(token, customer, now)
  const target = existing?.cart.target ?? ctx.target
  const products = await productsByIds(
    input.products.map((p) => p.element_id),
    ctx.locale,
  )
  const wanted = input.products.map((item) => {
    const pack = packToAdd(products.get(item.element_id), item.variant, target, ctx)
    return { productId: item.element_id, variant: pack.reference, quantity: item.quantity, free: false }
  })
  const current = existing ? await cartLines(existing.cart.id) : []
  const merged = mergeLines(current, wanted)
  const keys = new Set(merged.map((l) => `${l.productId}|${l.variant}|${l.free}`))
  if (wanted.some((l) => !keys.has(`${l.productId}|${l.variant}|false`))) throw badRequest(CART_ANSWERS.tooManyLines)

  const held = existing ?? (await createCart(target, customer?.id ?? null, now))
  for (const line of wanted) await addLine(held.cart.id, line, now)
  await touchCart(held.cart.id, now)
  const answer = await answerFor(held, customer, ctx, now)
  const addedKeys = new Set(wanted.map((l) => `${l.productId}|${l.variant}`))
  const added = (answer.cart?.items ?? []).filter((item) => !item.free && addedKeys.has(`${item.product_id}|${item.variant}`))
  return { ...answer, added }
}

/** A line id from the path: anything but a positive whole number names no line (404). */
export function lineId(raw: string | undefined): number {
  const id = /^[1-9][0-9]{0,14}$/.test(raw ?? '') ? Number(raw) : NaN
  if (!Number.isSafeInteger(id)) throw notFound(CART_ANSWERS.lineGone)
  return id
}

export async function changeQuantity(held: HeldCart, itemId: number, quantity: number, now = new Date()): Promise<void> {
  if (!(await setLineQuantity(held.cart.id, itemId, quantity, now))) throw notFound(CART_ANSWERS.lineGone)
  await touchCart(held.cart.id, now)
}

/** Removes a line; the free line of a code goes with its code. */
export async function removeLine(held: HeldCart, itemId: number, now = new Date()): Promise<void> {
  const line = (await cartLines(held.cart.id)).find((l) => l.id === itemId)
  if (!line || !(await deleteLine(held.cart.id, itemId))) throw notFound(CART_ANSWERS.lineGone)
  if (line.free) {
    await removeFreeLines(held.cart.id)
    await setCartDiscount(held.cart.id, null, now)
  }
  await touchCart(held.cart.id, now)
}

/** Applies a code after the rules' checks (400 with the French reason); a free_product code adds its line. */
export async function applyDiscount(
  held: HeldCart,
  rawCode: string,
  customer: CustomerUser | null,
  ctx: ApiContext,
  now = new Date(),
): Promise<void> {
  const target = held.cart.target
  const code = await findDiscountByCode(rawCode, ctx.locale)
  const priced = await pricedCartOf(held, customer, ctx, now)
  const goods = priced.items.filter((i) => !i.line.free).reduce((sum, i) => sum + i.line.unitAmount * i.line.quantity, 0)
  const check = checkDiscount(code, { target, goods, now })
  if (!check.ok || !code) {
    const message = discountMessage(check.ok ? 'unknown' : check.reason, code, target)
    throw badRequest(message, [{ path: 'code', message }])
  }
  if (code.kind === 'free_product') {
    const products = code.freeProductId === null ? new Map<number, Product>() : await productsByIds([code.freeProductId], ctx.locale)
    const product = code.freeProductId === null ? undefined : products.get(code.freeProductId)
    if (!product || !product.variants.some((v) => v.reference === code.freeVariant)) {
      const message = discountMessage('unknown', code, target)
      throw badRequest(message, [{ path: 'code', message }])
    }
  }
  await removeFreeLines(held.cart.id)
  await setCartDiscount(held.cart.id, code.id, now)
  if (code.kind === 'free_product' && code.freeProductId !== null && code.freeVariant) {
    await addFreeLine(held.cart.id, { productId: code.freeProductId, variant: code.freeVariant }, now)
  }
  await touchCart(held.cart.id, now)
}

export async function removeDiscount(held: HeldCart, now = new Date()): Promise<void> {
  await removeFreeLines(held.cart.id)
  await setCartDiscount(held.cart.id, null, now)
  await touchCart(held.cart.id, now)
}

/**
 * POST /cart/merge at login. The guest cart of the token joins the customer's open cart of
 * the same plan (quantities summed and capped, at most 60 lines, the guest's code kept when
 * the customer's cart has none), or becomes theirs. A customer has at most one open cart:
 * an open cart of theirs in the other plan is replaced by the guest cart they were filling.
 * A token that finds no guest cart leaves the customer's own cart as it is.
 */
export async function mergeAtLogin(token: string | null, customer: CustomerUser, now = new Date()): Promise<HeldCart | null> {
  const own = await openCartOf(customer.id, now)
  const guest = token ? await cartByToken(token, now) : null
  if (!guest || !guest.ok || guest.cart.customerId !== null) {
    if (guest?.ok && guest.cart.customerId === customer.id && token) return { cart: guest.cart, token }
    return own.ok ? { cart: own.cart, token: await renewToken(own.cart.id) } : null
  }
  if (own.ok && own.cart.id !== guest.cart.id && own.cart.target === guest.cart.target) {
    const [into, from] = await Promise.all([cartLines(own.cart.id), cartLines(guest.cart.id)])
    const merged = mergeLines(into, from)
    const kept = new Set(merged.map((l) => `${l.productId}|${l.variant}|${l.free}`))
    for (const line of from) {
      if (line.free || !kept.has(`${line.productId}|${line.variant}|false`)) continue
      await addLine(own.cart.id, line, now)
    }
    if (own.cart.discountId === null && guest.cart.discountId !== null) {
      const code = await discountById(guest.cart.discountId, 'fr')
      if (code) {
        await setCartDiscount(own.cart.id, code.id, now)
        for (const line of from.filter((l) => l.free)) await addFreeLine(own.cart.id, line, now)
      }
    }
    await deleteCart(guest.cart.id)
    await touchCart(own.cart.id, now)
    return { cart: own.cart, token: await renewToken(own.cart.id) }
  }
  if (own.ok && own.cart.id !== guest.cart.id) await deleteCart(own.cart.id)
  await giveCartTo(guest.cart.id, customer.id, now)
  await touchCart(guest.cart.id, now)
  return { cart: guest.cart, token: token ?? (await renewToken(guest.cart.id)) }
}

/** DELETE /cart: empties and deletes the caller's cart (none: nothing to do). */
export async function resetCart(token: string | null, customer: CustomerUser | null, now = new Date()): Promise<void> {
  const held = await heldCart(token, customer, now)
  if (held) await deleteCart(held.cart.id)
}
