import type { CollectionConfig } from 'payload'
import { isAdminUser, isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'

/**
 * What the shop's collections (issue 19, decision 087) share: the admin group, and access
 * for staff only. Customers never read or write them through Payload's REST or GraphQL: the
 * site's v1 endpoints (src/app/api/v1/cart, order…) act for them through src/data/commerce.
 */
export const SHOP_GROUP = l('Boutique', 'Shop')

/**
 * The records the site writes for its own working (carts and their lines, order-number
 * counters, payment notifications): apart from the orders and customers staff work with, and
 * listed in the menu for administrators only (a support question still reaches them by link).
 */
export const SHOP_RECORDS_ADMIN: Pick<NonNullable<CollectionConfig['admin']>, 'group' | 'hidden'> = {
  group: l('Boutique : suivi technique', 'Shop: technical records'),
  hidden: ({ user }) => !isAdminUser(user as never),
}

/** Staff manage the documents in /admin. */
export const STAFF_MANAGED: CollectionConfig['access'] = { read: isStaff, create: isStaff, update: isStaff, delete: isStaff }

/**
 * Written only by the site (carts, counters, payment notifications): staff read them, and may
 * delete a stale one; nobody creates or edits them through Payload's APIs or /admin.
 */
export const SITE_WRITTEN: CollectionConfig['access'] = { read: isStaff, create: () => false, update: () => false, delete: isStaff }
