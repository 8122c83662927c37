import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'
import { buyerName } from '@/payload/collections/orders/buyer'
import type { Customer } from '@/payload-types'

/**
 * The copy of the buyer's e-mail and name that each order keeps for the list search
 * (src/payload/collections/orders/buyer.ts, decision 138), kept in step with the account.
 * Written through the database adapter in the save's own transaction: one column pair of the
 * orders, no hook of the orders (no status mail, no « Payée le »), no new version of them.
 */

const changed = (a: Partial<Customer> | undefined, b: Customer) =>
  !a || a.email !== b.email || a.firstname !== b.firstname || a.lastname !== b.lastname || (a.company ?? null) !== (b.company ?? null)

/** After a change of the account's e-mail or name (the customer's profile, the link of a new address, staff). */
export const syncOrdersOfCustomer: CollectionAfterChangeHook<Customer> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !changed(previousDoc, doc)) return doc
  await req.payload.db.updateMany({
    collection: 'orders',
    where: { customer: { equals: doc.id } },
    data: { customerEmail: doc.email, customerName: buyerName(doc) },
    req,
    returning: false,
  })
  return doc
}

/**
 * Before the account goes (RGPD right to erasure, or staff): its orders stay, accounting records
 * with their address snapshots and the buyer's name, without the e-mail, which only the account
 * needed (the database then empties their `customer`).
 */
export const forgetOrdersEmail: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.updateMany({
    collection: 'orders',
    where: { customer: { equals: id } },
    data: { customerEmail: null },
    req,
    returning: false,
  })
}
