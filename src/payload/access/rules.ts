import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** The auth collection of the back-office staff. Another auth collection (customers) never gets staff rights. */
export const STAFF_COLLECTION = 'users'

type RequestUser = PayloadRequest['user']

/** A signed-in member of staff: a user of the staff collection, never merely "someone signed in". */
export function isStaffUser(user: RequestUser): boolean {
  return Boolean(user && user.collection === STAFF_COLLECTION)
}

/** A member of staff with the administrator role. */
export function isAdminUser(user: RequestUser): boolean {
  return isStaffUser(user) && (user as { role?: string }).role === 'admin'
}

export const isStaff: Access = ({ req }) => isStaffUser(req.user)
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
export const anyone: Access = () => true
export const staffField: FieldAccess = ({ req }) => isStaffUser(req.user)

/** Drafts stay private: visitors only ever read published documents. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return { _status: { equals: 'published' } }
}
