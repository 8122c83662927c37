/**
 * Customer accounts and their addresses in Payload (issue 18). Every call made for a
 * customer passes `overrideAccess: false` and the customer; the few system calls (does an
 * account exist, end every session after a reset) say why they are.
 */
import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { decodeJwt } from 'jose'
import { createLocalReq, logoutOperation, type Payload, type TypedUser } from 'payload'
import type { Address, Profile, Signup } from '@/domain/account/schemas'
import { CUSTOMER_COLLECTION } from '@/payload/access/customers'
import { accountMail } from '@/payload/collections/customers/mails'
import { inTransaction } from '@/payload/db/transaction'
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

/** System check: does another account than `id` have this e-mail? */
async function emailTakenByAnother(email: string, id: number): Promise<boolean> {
  const payload = await payloadClient()
  const found = await payload.count({
    collection: CUSTOMER_COLLECTION,
    where: { and: [{ email: { equals: email.toLowerCase() } }, { id: { not_equals: id } }] },
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

/** Payload's login: a wrong password, an unknown account and a blocked one all say "invalid". */
export async function loginCustomer(email: string, password: string): Promise<LoginOutcome> {
  const payload = await payloadClient()
  try {
    const result = await payload.login({ collection: CUSTOMER_COLLECTION, data: { email, password } })
    if (!result.token || !result.user) return { ok: false, reason: 'invalid' }
    return { ok: true, token: result.token, expiresAt: result.exp ?? 0, user: result.user as CustomerUser }
  } catch (error) {
    if (isForbidden(error) && (await awaitsVerification(payload, email))) return { ok: false, reason: 'unverified' }
    return { ok: false, reason: 'invalid' }
  }
}

function isForbidden(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403
}

/**
 * Payload refuses an unverified account with a 403 (UnverifiedEmail) once the password is right,
 * before its beforeLogin hooks (a blocked account's 403). Told by that status and the account's
 * state, not by the class, whose name a production build minifies and whose copy may be another
 * route bundle's than this one's (decision 123). System read: the password has been checked.
 */
async function awaitsVerification(payload: Payload, email: string): Promise<boolean> {
  return (await accountOfEmail(payload, email))?._verified === false
}

type StoredCustomer = Customer & { _verified?: boolean | null; _verificationToken?: string | null }

/** System read of the account with this e-mail (stored in lower case), hidden fields included. */
async function accountOfEmail(payload: Payload, email: string): Promise<StoredCustomer | null> {
  const where = { email: { equals: email.trim().toLowerCase() } }
  return (await payload.db.findOne({ collection: CUSTOMER_COLLECTION, where })) as StoredCustomer | null
}

/** What a mail to the owner of an address may say of the account: only what the owner stored. */
export interface AccountOwner {
  email: string
  firstname: string | null
  audience: Customer['audience']
}

/**
 * System read (no caller: the visitor only knows an address): the owner of the account with
 * this e-mail, to tell them of a signup with their address. Null: no account has it.
 */
export async function accountOwner(email: string): Promise<AccountOwner | null> {
  const doc = await accountOfEmail(await payloadClient(), email)
  if (!doc) return null
  return { email: doc.email, firstname: doc.firstname?.trim() || null, audience: doc.audience === 'pro' ? 'pro' : 'part' }
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

/**
 * Deletes the account, its addresses and its open carts (RGPD right to erasure). Its orders stay,
 * without the account (the database sets their customer to null): they are accounting records,
 * kept ten years (article L123-22 of the Code de commerce), with their own address snapshots.
 */
export async function deleteCustomer(user: CustomerUser): Promise<void> {
  const payload = await payloadClient()
  // All or nothing: an account is never left without its addresses but still there, or gone
  // with its open carts still held. Each call gets its own req (Payload sets req.user on it).
  await inTransaction(payload, async (tx) => {
    await payload.delete({
      collection: 'customer-addresses',
      where: { owner: { equals: user.id } },
      overrideAccess: false,
      user,
      req: { ...tx.req },
    })
    // System call: customers never reach carts through Payload; only this account's open carts go.
    await payload.delete({
      collection: 'carts',
      where: { and: [{ customer: { equals: user.id } }, { status: { equals: 'open' } }] },
      overrideAccess: true,
      req: { ...tx.req },
    })
    await payload.delete({ collection: CUSTOMER_COLLECTION, id: user.id, overrideAccess: false, user, req: { ...tx.req } })
  })
}

/** The account's favourites: product ids, no duplicates (spec §3). */
export async function saveFavourites(user: CustomerUser, favourites: number[]): Promise<number[]> {
  const payload = await payloadClient()
  const updated = await payload.update({ collection: CUSTOMER_COLLECTION, id: user.id, data: { favourites }, overrideAccess: false, user })
  return Array.isArray(updated.favourites) ? (updated.favourites as number[]) : []
}

// ── Verification e-mail sent again, change of e-mail address, project tags ─────

/** How long the link that confirms a new address is valid (24 hours). */
export const EMAIL_CHANGE_VALIDITY_MS = 24 * 60 * 60 * 1000

/** What the account keeps of an e-mail-change token: its SHA-256 (the token itself is only in the mail). */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Sends one of the account e-mails of mails.ts through Payload's e-mail adapter (the site's SMTP). */
async function sendAccountMail(
  to: string,
  mail: Parameters<typeof accountMail>[0],
  user: { firstname?: string | null; audience?: string | null },
  token: string,
  details?: { newEmail?: string },
): Promise<boolean> {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  const { subject, html, text } = await accountMail(mail, user, token, req, details)
  try {
    await payload.sendEmail({ to, subject, html, text })
    return true
  } catch (error) {
    console.error(`[account] courriel « ${mail} » non envoyé :`, error)
    return false
  }
}

/**
 * Sends the verification e-mail again when an unverified (and not blocked) account has this
 * address; does nothing otherwise, and says nothing either way. System read (no caller: the
 * visitor only knows an address): the token is the account's own, created if it has none.
 */
export async function resendVerificationEmail(email: string): Promise<void> {
  const payload = await payloadClient()
  const doc = await accountOfEmail(payload, email)
  if (!doc || doc._verified || doc.blocked) return
  let token = doc._verificationToken
  if (!token) {
    token = randomBytes(20).toString('hex')
    // System write: the verification token, a field nobody may write through the API.
    await payload.db.updateOne({ collection: CUSTOMER_COLLECTION, id: doc.id, data: { _verificationToken: token }, returning: false })
  }
  await sendAccountMail(doc.email, 'verify', doc, token)
}

/**
 * Checks the signed-in customer's current password with Payload's login (the caller limits the
 * checks per account: decision 090), then ends the session that login opened.
 */
export async function checkCustomerPassword(user: CustomerUser, password: string): Promise<boolean> {
  const outcome = await loginCustomer(user.email, password)
  if (!outcome.ok) return false
  const sid = decodeJwt(outcome.token).sid
  if (typeof sid === 'string') await logoutCustomer({ ...outcome.user, _sid: sid }, false)
  return true
}

export type EmailChangeRequest = { status: 'sent' } | { status: 'same' | 'taken' | 'mailFailed' }

/**
 * Keeps the new address as pending (single-use token, 24 hours), mails its link to the new
 * address and a notice to the current one. The account's e-mail changes only when the link
 * is followed (confirmEmailChange).
 */
export async function requestEmailChange(user: CustomerUser, newEmail: string, now = new Date()): Promise<EmailChangeRequest> {
  const email = newEmail.trim().toLowerCase()
  if (email === user.email.toLowerCase()) return { status: 'same' }
  if (await customerExists(email)) return { status: 'taken' }
  const payload = await payloadClient()
  const token = randomBytes(32).toString('hex')
  // System write: the pending address and its token are fields no customer may write
  // (else anyone could confirm an address of their own choosing without its mailbox).
  await payload.update({
    collection: CUSTOMER_COLLECTION,
    id: user.id,
    overrideAccess: true,
    depth: 0,
    data: {
      pendingEmail: email,
      pendingEmailToken: tokenHash(token),
      pendingEmailExpiresAt: new Date(now.getTime() + EMAIL_CHANGE_VALIDITY_MS).toISOString(),
    },
  })
  if (!(await sendAccountMail(email, 'changeEmail', user, token))) return { status: 'mailFailed' }
  await sendAccountMail(user.email, 'changeNotice', user, '', { newEmail: email })
  return { status: 'sent' }
}

export type EmailChangeOutcome = 'changed' | 'invalid' | 'taken'

/**
 * The link of an e-mail change: the account's e-mail becomes the pending address and the
 * pending fields are cleared (the token serves once). 'invalid': unknown, used or expired
 * token; 'taken': another account has the address since. System read and write: the caller
 * holds the token of the link, not a session.
 */
export async function confirmEmailChange(token: string, now = new Date()): Promise<EmailChangeOutcome> {
  const payload = await payloadClient()
  const doc = (await payload.db.findOne({
    collection: CUSTOMER_COLLECTION,
    where: { pendingEmailToken: { equals: tokenHash(token) } },
  })) as Customer | null
  if (!doc) return 'invalid'
  const clear = { pendingEmail: null, pendingEmailToken: null, pendingEmailExpiresAt: null }
  const expiresAt = doc.pendingEmailExpiresAt ? Date.parse(doc.pendingEmailExpiresAt) : NaN
  const pending = doc.pendingEmail
  if (!pending || !(expiresAt > now.getTime())) {
    await payload.update({ collection: CUSTOMER_COLLECTION, id: doc.id, overrideAccess: true, depth: 0, data: clear })
    return 'invalid'
  }
  if (await emailTakenByAnother(pending, doc.id)) {
    await payload.update({ collection: CUSTOMER_COLLECTION, id: doc.id, overrideAccess: true, depth: 0, data: clear })
    return 'taken'
  }
  try {
    await payload.update({
      collection: CUSTOMER_COLLECTION,
      id: doc.id,
      overrideAccess: true,
      depth: 0,
      data: { ...clear, email: pending },
    })
  } catch {
    // The address was taken between the check and the write (unique index).
    return 'taken'
  }
  return 'changed'
}

/** The account's project tags (spec §7 `tags` with the user token), already checked and deduplicated. */
export async function saveTags(user: CustomerUser, tags: string[]): Promise<string[]> {
  const payload = await payloadClient()
  const updated = await payload.update({
    collection: CUSTOMER_COLLECTION,
    id: user.id,
    data: { tags },
    overrideAccess: false,
    user,
    depth: 0,
  })
  return updated.tags ?? []
}
