/**
 * The order's screen and list in /admin as staff use them (decision 138), on an order placed
 * through the real v1 handlers (SQLite, or PostgreSQL with INTEGRATION_DATABASE_URL):
 *
 * - « Livraison » and « Facturation » say the whole address (name, postcode, city, country,
 *   phone) at the top level of the screen, which Payload draws at once; the groups of a relay
 *   point or a distributor show only for such an order;
 * - the list finds an order by its number, the buyer's e-mail or name (Payload's list search, run
 *   as the list view runs it), kept in step with the account and its e-mail erased with it;
 * - the status says that the customer is mailed; the date inputs write dates as the lists do.
 */
import type { Field, Payload, Where } from 'payload'
import { flattenTopLevelFields, mergeListSearchAndWhere } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import { ORDER_STATUSES } from '../../src/domain/commerce/types'
import { staffChangeMails } from '../../src/payload/collections/orders/hooks'
import type { Order, User } from '../../src/payload-types'
import { planIds } from './support/api'
import { call, newBuyer, orderDoc, privatePack, type Buyer } from './support/commerce'

let payload: Payload
let staff: User & { collection: 'users' }
let partPlan = 0
let pack: { productId: number; variant: string }
const emails: string[] = []
const PASSWORD = 'Enduit-Lisse-2026'
const ORLEANS = { address: '4 rue des Carmes', zipcode: '45000', city: 'Orléans' }

/** An order placed by `who` through the v1 API, home delivery, paid by transfer: its number. */
async function placeOrder(who: Buyer): Promise<string> {
  const added = await call('POST', `/cart?saleplan_id=${partPlan}`, {
    cookie: who.cookie,
    body: { products: [{ element_id: pack.productId, element_type: 'product', variant: pack.variant, quantity: 1 }] },
  })
  const token = added.body.data?.token as string
  const body = (expected: number) => ({
    carrier: 'domicile',
    shipping_address: who.address,
    billing_address: who.address,
    payment: 'transfer',
    phone: '02 38 00 00 00',
    terms: true,
    expected_total: expected,
  })
  const probe = await call('POST', '/order', { cookie: who.cookie, token, body: body(1) })
  const placed = await call('POST', '/order', { cookie: who.cookie, token, body: body(probe.body.cart?.amount.ttc as number) })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  return (placed.body.data?.order as { number: string }).number
}

/** What the orders list shows for a search typed in its box, as Payload's list view queries it. */
async function listSearch(search: string): Promise<string[]> {
  const where = mergeListSearchAndWhere({ collectionConfig: payload.collections.orders.config, search, where: {} }) as Where
  const { docs } = await payload.find({ collection: 'orders', where, user: staff, overrideAccess: false, depth: 0, limit: 100 })
  return docs.map((d) => d.number)
}

const asStaff = (id: number) => payload.findByID({ collection: 'orders', id, user: staff, overrideAccess: false, depth: 0 })

let thomas: Buyer
let number = ''
let order: Order

beforeAll(async () => {
  payload = await payloadClient()
  partPlan = (await planIds()).part
  pack = await privatePack(payload)
  const created = await payload.create({
    collection: 'users',
    data: { email: `ecran.commandes.${Date.now()}@ardalis.example`, password: 'Ecran-Commandes-2026!', name: 'Équipe', role: 'editor' },
  })
  staff = { ...created, collection: 'users' }
  thomas = await newBuyer(payload, { name: 'thomas', password: PASSWORD, emails, civility: 'm', home: ORLEANS })
  // The address phone as the QA saw it in the database.
  await payload.update({ collection: 'customer-addresses', id: thomas.address, data: { phone: '02 38 00 00 00' }, overrideAccess: true })
  number = await placeOrder(thomas)
  order = (await orderDoc(payload, number)) as Order
})

afterAll(async () => {
  await payload.delete({ collection: 'customers', where: { email: { in: emails } }, overrideAccess: true }).catch(() => undefined)
  await payload.delete({ collection: 'users', id: staff.id, overrideAccess: true })
})

/** Where a field sits: the kinds of the fields that contain it, from the top of the screen. */
function containers(fields: readonly Field[], name: string, path: string[] = []): string[] | null {
  for (const field of fields) {
    if ('name' in field && field.name === name) return path
    if ('fields' in field && Array.isArray(field.fields)) {
      const found = containers(field.fields, name, [...path, field.type])
      if (found) return found
    }
  }
  return null
}

describe('the order’s screen (issue: names, postcode, city, country and phone were not shown)', () => {
  it('says the whole delivery and billing address in « Livraison » and « Facturation »', async () => {
    const doc = (await asStaff(order.id)) as Order & { delivery?: string; billing?: string }
    expect(doc.delivery?.split('\n')).toEqual([
      expect.stringMatching(/^Livraison à domicile/),
      'M. thomas Essai',
      '4 rue des Carmes',
      '45000 Orléans',
      'France',
      'Tél. 02 38 00 00 00',
    ])
    expect(doc.billing?.split('\n')).toEqual(['M. thomas Essai', '4 rue des Carmes', '45000 Orléans', 'France', 'Tél. 02 38 00 00 00'])
    // The snapshot's own fields hold the same (the groups below, editable as before).
    expect(doc.shippingAddress).toMatchObject({ firstname: 'thomas', lastname: 'Essai', zipcode: '45000', city: 'Orléans', country: 'FR' })
  })

  it('puts them where Payload draws fields with the page: at the top level, never inside a group', () => {
    // Payload renders the document's own fields at once (rows pass that on); a group's fields wait
    // until scrolled near (RenderIfInViewport), which is why the addresses' rows looked missing.
    const fields = payload.collections.orders.config.fields
    expect(containers(fields, 'delivery')).toEqual(['row'])
    expect(containers(fields, 'billing')).toEqual(['row'])
    expect(containers(fields, 'zipcode')).toEqual(['group', 'row'])
  })

  it('shows the relay point or the distributor only for such an order, and the shipping address only for a home delivery', () => {
    const groups = Object.fromEntries(
      payload.collections.orders.config.fields.flatMap((f) => ('name' in f && f.type === 'group' ? [[f.name, f.admin?.condition]] : [])),
    )
    const shown = (name: string, kind: string) => {
      const condition = groups[name]
      return condition ? condition({ carrier: { kind } }, {}, { user: staff } as never) : true
    }
    expect(['home', 'relay', 'pickup'].map((kind) => [shown('shippingAddress', kind), shown('relay', kind), shown('store', kind)])).toEqual(
      [
        [true, false, false],
        [false, true, false],
        [false, false, true],
      ],
    )
    expect(shown('billingAddress', 'relay')).toBe(true)
  })
})

describe('the orders list’s search (issue: « Rousseau » or the e-mail gave « Aucun résultat. »)', () => {
  it('finds an order by its number, the buyer’s e-mail or name, and says so in its box', async () => {
    expect(order).toMatchObject({ customerEmail: thomas.email, customerName: 'thomas Essai' })
    expect(await listSearch(number)).toEqual([number])
    expect(await listSearch(thomas.email)).toEqual([number])
    expect(await listSearch(thomas.email.toUpperCase())).toEqual([number])
    expect(await listSearch('thomas essai')).toContain(number)
    expect(await listSearch('Aucun-client-de-ce-nom')).toEqual([])
    // The placeholder: Payload names the searchable fields by their labels, in the screen's order.
    const { listSearchableFields = [] } = payload.collections.orders.config.admin
    const labels = flattenTopLevelFields(payload.collections.orders.config.fields, { moveSubFieldsToTop: true })
      .filter((f) => 'name' in f && typeof f.name === 'string' && listSearchableFields.includes(f.name))
      .map((f) => ('label' in f ? (f.label as { fr: string }).fr : ''))
    expect(labels).toEqual(['Numéro', 'Nom du client', 'E-mail du client', 'Code représentant'])
  })

  it('follows the account’s name and e-mail, and forgets the e-mail with the account', async () => {
    const other = await newBuyer(payload, { name: 'rousseau', password: PASSWORD, emails, home: ORLEANS })
    const mine = await placeOrder(other)
    // Names of this run only: orders stay in a database that a previous run used (accounting records).
    const run = Math.random().toString(36).slice(2, 8)
    const lastname = `Rousseau-Lefèvre-${run}`
    const company = `Bâti Centre ${run}`
    // The customer changes their name on the site; staff change their e-mail.
    await payload.update({
      collection: 'customers',
      id: other.id,
      data: { lastname, company },
      user: { ...(await payload.findByID({ collection: 'customers', id: other.id, overrideAccess: true })), collection: 'customers' },
      overrideAccess: false,
    })
    const email = `nouvelle.${Date.now()}@exemple.fr`
    emails.push(email)
    await payload.update({ collection: 'customers', id: other.id, data: { email }, user: staff, overrideAccess: false })
    expect(await listSearch(lastname)).toEqual([mine])
    expect(await listSearch(company)).toEqual([mine])
    expect(await listSearch(email)).toEqual([mine])
    expect(await listSearch(other.email)).toEqual([])
    const placed = (await orderDoc(payload, mine)) as Order
    expect(placed.lines?.length).toBe(1)

    // The customer deletes their account on the site (RGPD): the order stays, its e-mail goes,
    // its name stays findable.
    const gone = await call('DELETE', '/account/me', { cookie: other.cookie })
    expect(gone.status, JSON.stringify(gone.body)).toBeLessThan(300)
    const kept = (await orderDoc(payload, mine)) as Order
    expect([kept.customer ?? null, kept.customerEmail ?? null, kept.customerName]).toEqual([
      null,
      null,
      `rousseau ${lastname} (${company})`,
    ])
    expect(await listSearch(email)).toEqual([])
    expect(await listSearch(lastname)).toEqual([mine])
    // A save by staff of that order keeps it so (no account to copy from).
    await payload.update({ collection: 'orders', id: kept.id, data: { status: 'cancelled' }, user: staff, overrideAccess: false })
    expect(await listSearch(lastname)).toEqual([mine])
  })

  it('leaves the copy out of what a customer or a visitor reads of their account', async () => {
    const me = await payload.findByID({ collection: 'customers', id: thomas.id, overrideAccess: true })
    const own = await payload.findByID({
      collection: 'customers',
      id: thomas.id,
      user: { ...me, collection: 'customers' },
      overrideAccess: false,
    })
    expect(own).not.toHaveProperty('orders')
  })
})

describe('the status and the dates on the order’s screen', () => {
  it('warns that every status saved mails the customer, as the hook does', () => {
    const field = payload.collections.orders.config.flattenedFields.find((f) => f.name === 'status')
    const description = (field?.admin as { description?: { fr: string } } | undefined)?.description?.fr ?? ''
    expect(description).toMatch(/^Attention : chaque changement d’état enregistré envoie un courriel au client/)
    expect(description).toContain('pour tous les états')
    // « pour tous les états »: any status to any other, the payment unchanged, mails the customer.
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES.filter((s) => s !== from))
        expect(staffChangeMails({ status: from, paymentStatus: 'awaiting' }, { status: to, paymentStatus: 'awaiting' }).statusChanged).toBe(
          true,
        )
    // The exception it names.
    for (const to of ['paid', 'preparing'] as const)
      expect(staffChangeMails({ status: 'awaiting_payment', paymentStatus: 'awaiting' }, { status: to, paymentStatus: 'paid' })).toEqual({
        paymentAccepted: true,
        statusChanged: false,
      })
  })

  it('write the dates of orders, customers and training sessions as the lists do (29/11/2026 11:31)', () => {
    const listFormat = payload.config.admin.dateFormat
    expect(listFormat).toBe('dd/MM/yyyy HH:mm')
    const dates = (['orders', 'customers', 'training-sessions'] as const).flatMap((slug) => {
      const all: { slug: string; name: string; date: Record<string, unknown> }[] = []
      const walk = (fields: readonly Field[]) => {
        for (const f of fields) {
          // Payload's own dates (createdAt, updatedAt, sessions, reset tokens) are never inputs of the screen.
          const admin = f.admin as { hidden?: boolean; disabled?: boolean } | undefined
          if (('hidden' in f && f.hidden) || admin?.hidden || admin?.disabled) continue
          if (f.type === 'date') all.push({ slug, name: f.name, date: (f.admin?.date ?? {}) as Record<string, unknown> })
          if ('fields' in f && Array.isArray(f.fields)) walk(f.fields)
        }
      }
      walk(payload.collections[slug].config.fields)
      return all
    })
    const inputs = Object.fromEntries(dates.map((d) => [`${d.slug}.${d.name}`, [d.date.displayFormat, d.date.timeFormat ?? null]]))
    expect(inputs).toEqual({
      'orders.placedAt': [listFormat, 'HH:mm'],
      'orders.paidAt': [listFormat, 'HH:mm'],
      'orders.dueDate': ['dd/MM/yyyy', null],
      'orders.termsAcceptedAt': [listFormat, 'HH:mm'],
      'customers.termsAcceptedAt': [listFormat, 'HH:mm'],
      'customers.pendingEmailExpiresAt': [listFormat, 'HH:mm'],
      'training-sessions.startsAt': [listFormat, 'HH:mm'],
    })
  })
})
