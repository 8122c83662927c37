import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'
import { CUSTOMER_COLLECTION } from '@/payload/access/customers'
import type { Customer, Order } from '@/payload-types'
import { l } from '@/payload/fields/label'

/**
 * The buyer's e-mail and name on the order, so that staff find an order in the list by either
 * (decision 138): Payload's list search (`listSearchableFields`) looks in the order's own columns,
 * never through its `customer` relationship.
 *
 * - Copied from the account when the site writes the order (placement, or a placement again
 *   after a failed card payment) and when staff save it;
 * - kept in step with the account when the customer or staff change its e-mail or name
 *   (`syncOrdersOfCustomer`, a hook of `customers`);
 * - the e-mail is erased with the account (RGPD right to erasure, `forgetOrdersEmail`): the order
 *   stays, an accounting record with its address snapshots, and the name stays with it.
 *
 * An order without an account (deleted) is named after its billing address.
 * The migration `order_buyer_search` filled them in for the orders placed before, by the same rule.
 */

type Named = { firstname?: string | null; lastname?: string | null; company?: string | null }

/** « Thomas Rousseau », « Thomas Rousseau (Bâti Centre) » for an account with a company; null for nobody. */
export function buyerName(who: Named | null | undefined): string | null {
  if (!who) return null
  const name = `${who.firstname ?? ''} ${who.lastname ?? ''}`.trim()
  const company = who.company?.trim()
  if (!company) return name || null
  return name ? `${name} (${company})` : company
}

const idOf = (ref: Order['customer'] | undefined): number | null =>
  ref === null || ref === undefined ? null : typeof ref === 'object' ? ref.id : ref

/** The account's e-mail and name, read in the save's transaction; null when it is gone. */
async function buyerOf(req: PayloadRequest, id: number): Promise<Pick<Order, 'customerEmail' | 'customerName'> | null> {
  // System read: the order's own customer.
  const customer = (await req.payload.findByID({
    collection: CUSTOMER_COLLECTION,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true, firstname: true, lastname: true, company: true },
    req,
  })) as Pick<Customer, 'email' | 'firstname' | 'lastname' | 'company'> | null
  return customer ? { customerEmail: customer.email, customerName: buyerName(customer) } : null
}

/** Before an order is written: the buyer's e-mail and name from its account (see above). */
export const copyBuyer: CollectionBeforeChangeHook<Order> = async ({ data, operation, req }) => {
  // A save that says nothing of the customer (the site's payment updates) keeps the copy it has.
  if (operation === 'update' && !('customer' in data)) return data
  const id = idOf(data.customer)
  const buyer = id === null ? null : await buyerOf(req, id)
  if (buyer) return { ...data, ...buyer }
  if (operation === 'create' && !data.customerName) return { ...data, customerName: buyerName(data.billingAddress) }
  return data
}

/** The two columns, read-only, in the sidebar under the order's state. */
export const buyerFields: Field[] = [
  {
    name: 'customerName',
    type: 'text',
    label: l('Nom du client', 'Customer name'),
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: l('Repris du compte client, pour la recherche de la liste.', 'Taken from the customer account, for the list search.'),
    },
  },
  {
    name: 'customerEmail',
    type: 'text',
    label: l('E-mail du client', 'Customer e-mail'),
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: l(
        'Repris du compte client ; effacé quand le client supprime son compte.',
        'Taken from the customer account; erased when the customer deletes their account.',
      ),
    },
  },
]
