/**
 * Carts in the database (decision 087): the only code that reads and writes `carts` and
 * `cart-items`.
 *
 * A cart is owned by its token (32 random bytes given once to the client; only its SHA-256
 * is stored), not by a signed-in user: a guest has one too, and Payload's access rules know
 * nothing of tokens. So every call here is a deliberate system call (`overrideAccess: true`
 * or raw SQL) made only after the caller has shown the token, or the session of the customer
 * the cart belongs to (src/server/commerce/cart.ts checks both). Customers never reach these
 * collections through Payload's REST or GraphQL APIs (staff only).
 *
 * Lines change by single SQL statements that run as they are on SQLite and PostgreSQL, so
 * concurrent adds to one cart lose nothing: one `INSERT … ON CONFLICT (cart_id, product_id,
 * variant, free) DO UPDATE` per line, on the unique index of the `cart-items` collection.
 */
import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite'
import { CART_TOKEN_LIFETIME_MS } from '@/domain/cart/token'
import { MAX_LINE_QUANTITY } from '@/domain/commerce/types'
import type { Target } from '@/domain/routing/types'
import { runStatement } from '@/payload/db/statement'
import type { Cart, CartItem } from '@/payload-types'
import { payloadClient } from '../payload'

/** The token lives three days from the last change (spec §4, §9). */
export const CART_LIFETIME_MS = CART_TOKEN_LIFETIME_MS

export interface CartRecord {
  id: number
  target: Target
  customerId: number | null
  status: 'open' | 'ordered'
  expiresAt: string
  discountId: number | null
}

export interface CartLine {
  id: number
  productId: number
  variant: string
  quantity: number
  free: boolean
}

export type CartLookup = { ok: true; cart: CartRecord } | { ok: false; reason: 'not_found' | 'expired' }

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof (value as { id: unknown }).id === 'number') {
    return (value as { id: number }).id
  }
  return null
}

function toRecord(doc: Cart): CartRecord {
  return {
    id: doc.id,
    target: doc.target,
    customerId: idOf(doc.customer),
    status: doc.status,
    expiresAt: doc.expiresAt,
    discountId: idOf(doc.discount),
  }
}

/** SHA-256 of a token, hex: what the `carts` collection keeps. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new token: 32 random bytes, base64url (43 characters). */
export function newCartToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A token as a client may send it: base64url, 43 characters. Anything else is not looked up. */
export function isTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token)
}

export function isExpired(cart: Pick<CartRecord, 'expiresAt'>, now = new Date()): boolean {
  return Date.parse(cart.expiresAt) <= now.getTime()
}

const expiryFrom = (now: Date): string => new Date(now.getTime() + CART_LIFETIME_MS).toISOString()

/** System read (the token is the proof): the cart of a token, whatever its status; null for an unknown token. */
export async function cartOfToken(token: string): Promise<CartRecord | null> {
  if (!isTokenShape(token)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'carts',
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? toRecord(docs[0]) : null
}

/** The open cart of a token; an ordered or unknown one is not found, one past its three days expired. */
export async function cartByToken(token: string, now = new Date()): Promise<CartLookup> {
  const cart = await cartOfToken(token)
  if (!cart || cart.status !== 'open') return { ok: false, reason: 'not_found' }
  if (isExpired(cart, now)) return { ok: false, reason: 'expired' }
  return { ok: true, cart }
}

/** System call: a cart by id (the caller already holds its token or its owner's session). */
export async function cartById(id: number): Promise<CartRecord | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'carts', id, depth: 0, overrideAccess: true, disableErrors: true })
  return doc ? toRecord(doc) : null
}

/**
 * System call for the signed-in customer (the session is the proof): their open cart, the
 * newest if there were ever two; an expired one counts as none.
 */
export async function openCartOf(customerId: number, now = new Date()): Promise<CartLookup> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'carts',
    where: { and: [{ customer: { equals: customerId } }, { status: { equals: 'open' } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return { ok: false, reason: 'not_found' }
  const cart = toRecord(doc)
  if (isExpired(cart, now)) return { ok: false, reason: 'expired' }
  return { ok: true, cart }
}

/** Carts left open this long after their token expired are deleted (nobody can use them any more). */
export const STALE_CART_MS = 30 * 24 * 60 * 60 * 1000

/**
 * Deletes the open carts whose token expired more than 30 days ago, with their lines (a cart
 * with an order stays). Run when a cart is created, so that abandoned carts do not pile up;
 * two indexed statements.
 */
export async function purgeStaleCarts(now = new Date()): Promise<number> {
  const payload = await payloadClient()
  const cutoff = new Date(now.getTime() - STALE_CART_MS).toISOString()
  const stale = sql`SELECT id FROM carts WHERE status = 'open' AND expires_at < ${cutoff}
    AND NOT EXISTS (SELECT 1 FROM orders WHERE orders.cart_id = carts.id)`
  await runStatement(payload, sql`DELETE FROM cart_items WHERE cart_id IN (${stale})`)
  return runStatement(
    payload,
    sql`DELETE FROM carts WHERE status = 'open' AND expires_at < ${cutoff} AND NOT EXISTS (SELECT 1 FROM orders WHERE orders.cart_id = carts.id)`,
  )
}

/** A new open cart of a plan (a guest's, or a customer's); the token is returned once and never stored. */
export async function createCart(
  target: Target,
  customerId: number | null,
  now = new Date(),
): Promise<{ cart: CartRecord; token: string }> {
  const payload = await payloadClient()
  await purgeStaleCarts(now).catch((error: unknown) => payload.logger.error({ err: error }, 'Purge des paniers abandonnés en échec'))
  const token = newCartToken()
  const doc = await payload.create({
    collection: 'carts',
    data: { tokenHash: hashToken(token), target, customer: customerId, status: 'open', expiresAt: expiryFrom(now) },
    depth: 0,
    overrideAccess: true,
  })
  return { cart: toRecord(doc), token }
}

/**
 * A new token for a cart found by its owner's session (the client no longer holds the old
 * one, and only hashes are stored): the old token stops working.
 */
export async function renewToken(cartId: number): Promise<string> {
  const token = newCartToken()
  await runStatement(await payloadClient(), sql`UPDATE carts SET token_hash = ${hashToken(token)} WHERE id = ${cartId}`)
  return token
}

/** The last change of a cart: its token is valid three days from now (sliding). */
export async function touchCart(cartId: number, now = new Date()): Promise<string> {
  const expiresAt = expiryFrom(now)
  await runStatement(
    await payloadClient(),
    sql`UPDATE carts SET expires_at = ${expiresAt}, updated_at = ${now.toISOString()} WHERE id = ${cartId} AND status = 'open'`,
  )
  return expiresAt
}

/** The lines of a cart, oldest first. */
export async function cartLines(cartId: number): Promise<CartLine[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cart-items',
    where: { cart: { equals: cartId } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc: CartItem) => ({
    id: doc.id,
    productId: idOf(doc.product) ?? 0,
    variant: doc.variant,
    quantity: Number(doc.quantity),
    free: Boolean(doc.free),
  }))
}

/**
 * Adds `quantity` of a pack to a cart in one statement: a new line, or the existing line's
 * quantity increased, capped at MAX_LINE_QUANTITY. Concurrent adds to the same line are
 * serialised by the database on the unique index (SQLite runs one write at a time,
 * PostgreSQL's ON CONFLICT locks the row), so none is lost.
 */
export async function addLine(
  cartId: number,
  line: { productId: number; variant: string; quantity: number },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString()
  await runStatement(
    await payloadClient(),
    sql`INSERT INTO cart_items (cart_id, product_id, variant, quantity, free, updated_at, created_at)
      VALUES (${cartId}, ${line.productId}, ${line.variant}, ${line.quantity}, ${false}, ${at}, ${at})
      ON CONFLICT (cart_id, product_id, variant, free) DO UPDATE SET
        quantity = CASE WHEN cart_items.quantity + excluded.quantity > ${MAX_LINE_QUANTITY} THEN ${MAX_LINE_QUANTITY}
                        ELSE cart_items.quantity + excluded.quantity END,
        updated_at = excluded.updated_at`,
  )
}

/** The free line of a `free_product` code: one unit, added once (a second apply changes nothing). */
export async function addFreeLine(cartId: number, line: { productId: number; variant: string }, now = new Date()): Promise<void> {
  const at = now.toISOString()
  await runStatement(
    await payloadClient(),
    sql`INSERT INTO cart_items (cart_id, product_id, variant, quantity, free, updated_at, created_at)
      VALUES (${cartId}, ${line.productId}, ${line.variant}, 1, ${true}, ${at}, ${at})
      ON CONFLICT (cart_id, product_id, variant, free) DO NOTHING`,
  )
}

/** The free lines of a cart removed (its code removed or replaced). */
export async function removeFreeLines(cartId: number): Promise<void> {
  await runStatement(await payloadClient(), sql`DELETE FROM cart_items WHERE cart_id = ${cartId} AND free = ${true}`)
}

/**
 * Sets a paid line's quantity in one UPDATE whose WHERE holds the cart: another cart's line
 * id, or a free line, changes nothing (false: the caller answers 404).
 */
export async function setLineQuantity(cartId: number, itemId: number, quantity: number, now = new Date()): Promise<boolean> {
  const changed = await runStatement(
    await payloadClient(),
    sql`UPDATE cart_items SET quantity = ${quantity}, updated_at = ${now.toISOString()}
      WHERE id = ${itemId} AND cart_id = ${cartId} AND free = ${false}`,
  )
  return changed === 1
}

/** Deletes a line of this cart (false: no such line in this cart). */
export async function deleteLine(cartId: number, itemId: number): Promise<boolean> {
  const changed = await runStatement(await payloadClient(), sql`DELETE FROM cart_items WHERE id = ${itemId} AND cart_id = ${cartId}`)
  return changed === 1
}

/** The discount code of a cart (null: none). The code's checks are the caller's (src/server/commerce). */
export async function setCartDiscount(cartId: number, discountId: number | null, now = new Date()): Promise<void> {
  await runStatement(
    await payloadClient(),
    sql`UPDATE carts SET discount_id = ${discountId}, updated_at = ${now.toISOString()} WHERE id = ${cartId}`,
  )
}

/**
 * Empties a cart and deletes it: its token stops working, the client starts a new cart. A
 * cart reopened after a refused card payment keeps its row (its order points at it, with a
 * required key): it is emptied, loses its code and its token stops working all the same.
 */
export async function deleteCart(cartId: number): Promise<void> {
  const payload = await payloadClient()
  await runStatement(payload, sql`DELETE FROM cart_items WHERE cart_id = ${cartId}`)
  const deleted = await runStatement(
    payload,
    sql`DELETE FROM carts WHERE id = ${cartId} AND status = 'open' AND NOT EXISTS (SELECT 1 FROM orders WHERE orders.cart_id = ${cartId})`,
  )
  if (deleted === 0) {
    await runStatement(payload, sql`UPDATE carts SET token_hash = ${hashToken(newCartToken())}, discount_id = NULL WHERE id = ${cartId}`)
  }
}

/** A guest cart becomes the customer's (at login, when they have no open cart of its plan). */
export async function giveCartTo(cartId: number, customerId: number, now = new Date()): Promise<void> {
  await runStatement(
    await payloadClient(),
    sql`UPDATE carts SET customer_id = ${customerId}, updated_at = ${now.toISOString()} WHERE id = ${cartId} AND customer_id IS NULL`,
  )
}
