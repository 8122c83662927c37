import type { CollectionConfig } from 'payload'
import { isStaff } from '@/payload/access/rules'
import { l } from '@/payload/fields/label'

/**
 * What the shop's collections (issue 19, decision 087) share: the admin group, and access
 * for staff only. Customers never read or write them through Payload's REST or GraphQL: the
 * site's v1 endpoints (src/app/api/v1/cart, order…) act for them through src/data/commerce.
 */
export const SHOP_GROUP = l('Boutique', 'Shop')

/** Staff manage the documents in /admin. */
export const STAFF_MANAGED: CollectionConfig['access'] = { read: isStaff, create: isStaff, update: isStaff, delete: isStaff }

/**
 * Written only by the site (carts, counters, payment notifications): staff read them, and may
 * delete a stale one; nobody creates or edits them through Payload's APIs or /admin.
 */
export const SITE_WRITTEN: CollectionConfig['access'] = { read: isStaff, create: () => false, update: () => false, delete: isStaff }
