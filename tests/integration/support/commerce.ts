/**
 * Commerce helpers of the integration tests: calls to the v1 handlers with a session cookie
 * and a cart token, a verified private customer signed in with one address, and a pack that
 * the private-customer plan sells.
 */
import { expect } from 'vitest'
import type { Payload } from 'payload'
import { PEER_HEADER } from '../../../src/server/http/client-address'
import { api } from './api'
import { ORIGIN } from './in-process-fetch'

export interface Answer {
  status: number
  body: Record<string, unknown> & {
    data?: Record<string, unknown>
    status?: string
    reason?: string
    message?: string
    cart?: { amount: { ttc: number } }
  }
  headers: Headers
}

let peer = 0

/** A v1 call, each from its own client address (the per-address limits are not what these tests test). */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; token?: string; raw?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { [PEER_HEADER]: `198.51.100.${(peer++ % 250) + 1}`, ...options.raw }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  if (options.token) headers['x-cart-token'] = options.token
  const response = await api(`${ORIGIN}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  })
  const text = await response.text()
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : { text }, headers: response.headers }
}

export interface Buyer {
  id: number
  email: string
  cookie: string
  address: number
}

export interface BuyerAddress {
  address: string
  zipcode: string
  city: string
}

/** A verified private customer, signed in, with one French address; its e-mail is pushed to `emails` for the clean-up. */
export async function newBuyer(
  payload: Payload,
  options: { name: string; password: string; emails: string[]; civility?: 'm' | 'mme'; home: BuyerAddress },
): Promise<Buyer> {
  const { name, password, emails } = options
  const email = `${name}.${Date.now()}@exemple.fr`
  emails.push(email)
  const doc = await payload.create({
    collection: 'customers',
    data: { email, password, audience: 'part', lastname: 'Essai', firstname: name, _verified: true },
    disableVerificationEmail: true,
  })
  const login = await call('POST', '/account/login', { body: { email, password } })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
  const address = await payload.create({
    collection: 'customer-addresses',
    data: {
      owner: doc.id,
      label: 'Maison',
      civility: options.civility ?? 'mme',
      lastname: 'Essai',
      firstname: name,
      ...options.home,
      country: 'FR',
      phone: '0601020304',
    },
  })
  return { id: doc.id, email, cookie, address: address.id }
}

/** A pack of the catalogue sold to private customers. */
export async function privatePack(payload: Payload): Promise<{ productId: number; variant: string }> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { targets: { contains: 'part' } },
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  for (const product of docs) {
    const variant = product.variants?.find(
      (v) => typeof v.pricePart === 'number' && v.pricePart > 0 && (v.targets ?? ['part']).includes('part'),
    )
    if (variant) return { productId: product.id, variant: variant.reference }
  }
  throw new Error('no pack sold to private customers')
}

/** The stored order of a number. */
export async function orderDoc(payload: Payload, number: string) {
  const { docs } = await payload.find({ collection: 'orders', where: { number: { equals: number } }, depth: 0, overrideAccess: true })
  return docs[0]
}
