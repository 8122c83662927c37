import type { Access } from 'payload'
import { CUSTOMER_COLLECTION } from '@/payload/access/customers'
import { isStaff, isStaffUser } from '@/payload/access/rules'

/**
 * Orders: staff follow them in /admin (status, payment) and may delete one; a customer reads
 * only their own (the v1 API reads through Payload with `overrideAccess: false` and the
 * customer). Nobody else reads any. Nobody creates one through Payload's APIs or /admin, staff
 * included (no « Créer » button: an order's lines, totals and snapshots are read-only and come
 * from its cart): the site writes orders in the order's transaction with `overrideAccess: true`
 * (src/data/commerce/orders.ts, decision 088).
 */
const ownOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  if (req.user?.collection === CUSTOMER_COLLECTION) return { customer: { equals: req.user.id } }
  return false
}

export const ORDERS_ACCESS = { read: ownOrStaff, create: () => false, update: isStaff, delete: isStaff }
