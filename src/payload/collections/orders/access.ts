import type { Access } from 'payload'
import { CUSTOMER_COLLECTION } from '@/payload/access/customers'
import { isStaff, isStaffUser } from '@/payload/access/rules'

/**
 * Orders: staff manage them in /admin; a customer reads only their own (the v1 API reads
 * through Payload with `overrideAccess: false` and the customer). Nobody else reads any, and
 * customers never create or change one through Payload: the site writes orders in the
 * order's transaction (src/data/commerce/orders.ts).
 */
const ownOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (req.user?.collection === CUSTOMER_COLLECTION) return { customer: { equals: req.user.id } }
  return false
}

export const ORDERS_ACCESS = { read: ownOrStaff, create: isStaff, update: isStaff, delete: isStaff }
