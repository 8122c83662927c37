import type { Access, FieldAccess, PayloadRequest } from 'payload'
import { isStaffUser } from './rules'

/** The auth collection of the site's customers (never staff: see rules.ts). */
export const CUSTOMER_COLLECTION = 'customers'

export function isCustomerUser(user: PayloadRequest['user']): boolean {
  return Boolean(user && user.collection === CUSTOMER_COLLECTION)
}

/** Staff see every customer record; a customer only their own; a visitor nothing. */
export const staffOrSelf: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (isCustomerUser(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}

/** Staff see every record of a customer collection; a customer only the ones they own. */
export const staffOrOwner: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (isCustomerUser(req.user) && req.user) return { owner: { equals: req.user.id } }
  return false
}

/** A field only staff may change (approval, blocking, audience). */
export const staffOnlyField: FieldAccess = ({ req }) => isStaffUser(req.user)
