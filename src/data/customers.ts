/**
 * Customer accounts and their addresses in Payload (issue 18). Every call made for a
 * customer passes `overrideAccess: false` and the customer; the few system calls (does an
 * account exist, end every session after a reset) say why they are.
 */
import 'server-only'
import { createLocalReq, logoutOperation, type TypedUser } from 'payload'
import type { Address, Profile, Signup } from '@/domain/account/schemas'
import { CUSTOMER_COLLECTION } from '@/payload/access/customers'
import type { Customer, CustomerAddress } from '@/payload-types'
import { payloadClient } from './payload'

export type CustomerUser = TypedUser & Customer & { _sid?: string }

export type LoginOutcome =
  { ok: true; token: string; expiresAt: number; user: CustomerUser } | { ok: false; reason: 'invalid' | 'unverified' }

/** System check (no caller yet): is there an account with this e-mail? Case is ignored, as Payload stores e-mails in lower case. */
export async function customerExists(email: string): Promise<boolean> {
  const payload = await payloadClient()
  const found = await payload.count({
    collection: CUSTOMER_COLLECTION,
    where: { email: { equals: email.toLowerCase() } },
    overrideAccess: true,
  })
  return found.totalDocs > 0
}

/** Signup: through access control, allowed by the signup context only; Payload sends the verification e-mail. */
export async function createCustomer(data: Signup, now = new Date()): Promise<void> {
  const payload = await payloadClient()
  await payload.create({
    collection: CUSTOMER_COLLECTION,
    overrideAccess: false,
    context: { signup: true },
    data: {
      email: data.email,
      password: data.password,
      audience: data.audience,
      civility: data.civility,
      lastname: data.lastname,
      firstname: data.firstname,
      phone: data.phone,
      company: data.company || null,
      siret: data.siret.replace(/\s/g, '') || null,
      function: data.function || null,
      termsAcceptedAt: now.toISOString(),
    },
  })
}

/** Payload's login: a wrong password, an unknown or locked account and a blocked one all say "invalid". */
export async function loginCustomer(email: string, password: string): Promise<LoginOutcome> {
  const payload = await payloadClient()
  try {
    const result = await payload.login({ collection: CUSTOMER_COLLECTION, data: { email, password } })
    if (!result.token || !result.user) return { ok: false, reason: 'invalid' }
    return { ok: true, token: result.token, expiresAt: result.exp ?? 0, user: result.user as CustomerUser }
  } catch (error) {
    if ((error as Error).name === 'UnverifiedEmail') return { ok: false, reason: 'unverified' }
    return { ok: false, reason: 'invalid' }
  }
}

/** The customer of a session token (null: missing, forged, expired, revoked, blocked or not a customer). */
export async function customerOfToken(token: string | undefined): Promise<CustomerUser | null> {
  if (!token) return null
  const payload = await payloadClient()
  try {
    const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
    if (!user || user.collection !== CUSTOMER_COLLECTION) return null
    const customer = user as CustomerUser
    return customer.blocked ? null : customer
  } catch {
    return null
  }
}

/** Ends this session (or every session of the customer) on the server. */
export async function logoutCustomer(user: CustomerUser, allSessions: boolean): Promise<void> {
  const payload = await payloadClient()
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections[CUSTOMER_COLLECTION], req, allSessions })
}

export async function verifyCustomerEmail(token: string): Promise<boolean> {
  const payload = await payloadClient()
  try {
    return await payload.verifyEmail({ collection: CUSTOMER_COLLECTION, token })
  } catch {
    return false
  }
}

/** Sends the reset e-mail when the account exists; says nothing either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const payload = await payloadClient()
  await payload.forgotPassword({ collection: CUSTOMER_COLLECTION, data: { email } }).catch(() => undefined)
}

/** A single-use, one-hour token: the new password, then every session of the account ends. False: token unknown, used or expired. */
export async function resetCustomerPassword(token: string, password: string): Promise<boolean> {
  const payload = await payloadClient()
  try {
    const result = await payload.resetPassword({ collection: CUSTOMER_COLLECTION, data: { token, password }, overrideAccess: true })
    const id = result.user?.id
    // System write: the reset ends the sessions opened with the old password.
    if (typeof id === 'number' || typeof id === 'string')
      await payload.db.updateOne({ collection: CUSTOMER_COLLECTION, id, data: { sessions: [] }, returning: false })
    return true
  } catch {
    return false
  }
}

export async function updateProfile(user: CustomerUser, data: Profile): Promise<Customer> {
  const payload = await payloadClient()
  return payload.update({ collection: CUSTOMER_COLLECTION, id: user.id, data, overrideAccess: false, user })
}

// ── Addresses (spec §7 `address` resource) ─────────────────────────────────────

export async function listAddresses(user: CustomerUser): Promise<CustomerAddress[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'customer-addresses',
    overrideAccess: false,
    user,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
  })
  return found.docs
}

/** Another customer's address, or one that does not exist: null (the API answers 404 to both). */
export async function findAddress(user: CustomerUser, id: number): Promise<CustomerAddress | null> {
  const payload = await payloadClient()
  return payload.findByID({ collection: 'customer-addresses', id, overrideAccess: false, user, depth: 0, disableErrors: true })
}

export async function createAddress(user: CustomerUser, data: Address): Promise<CustomerAddress> {
  const payload = await payloadClient()
  return payload.create({ collection: 'customer-addresses', data: { ...data, owner: user.id }, overrideAccess: false, user, depth: 0 })
}

export async function updateAddress(user: CustomerUser, id: number, data: Address): Promise<CustomerAddress | null> {
  if (!(await findAddress(user, id))) return null
  const payload = await payloadClient()
  return payload.update({ collection: 'customer-addresses', id, data, overrideAccess: false, user, depth: 0 })
}

export async function deleteAddress(user: CustomerUser, id: number): Promise<boolean> {
  if (!(await findAddress(user, id))) return false
  const payload = await payloadClient()
  await payload.delete({ collection: 'customer-addresses', id, overrideAccess: false, user })
  return true
}

/**
 * A new password for the signed-in customer, whose current one was checked by the caller:
 * every session ends (system write), the caller signs in again with the new one.
 */
export async function changeCustomerPassword(user: CustomerUser, password: string): Promise<void> {
  const payload = await payloadClient()
  await payload.update({ collection: CUSTOMER_COLLECTION, id: user.id, data: { password }, overrideAccess: false, user })
  await payload.db.updateOne({ collection: CUSTOMER_COLLECTION, id: user.id, data: { sessions: [] }, returning: false })
}

/** Everything the site keeps about the customer (RGPD right of access), without secrets. */
export async function exportCustomerData(user: CustomerUser): Promise<{ account: Customer; addresses: CustomerAddress[] }> {
  const payload = await payloadClient()
  const account = await payload.findByID({ collection: CUSTOMER_COLLECTION, id: user.id, overrideAccess: false, user, depth: 0 })
  return { account, addresses: await listAddresses(user) }
}

/** Deletes the account and its addresses (RGPD right to erasure). */
export async function deleteCustomer(user: CustomerUser): Promise<void> {
  const payload = await payloadClient()
  await payload.delete({ collection: 'customer-addresses', where: { owner: { equals: user.id } }, overrideAccess: false, user })
  await payload.delete({ collection: CUSTOMER_COLLECTION, id: user.id, overrideAccess: false, user })
}

/** The account's favourites: product ids, no duplicates (spec §3). */
export async function saveFavourites(user: CustomerUser, favourites: number[]): Promise<number[]> {
  const payload = await payloadClient()
  const updated = await payload.update({ collection: CUSTOMER_COLLECTION, id: user.id, data: { favourites }, overrideAccess: false, user })
  return Array.isArray(updated.favourites) ? (updated.favourites as number[]) : []
}
