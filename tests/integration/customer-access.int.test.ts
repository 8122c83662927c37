/**
 * Staff rights are never "someone is signed in" (issue 18): a signed-in customer gets, on
 * every collection and operation, only what an anonymous visitor gets, plus their own
 * records; never the back office, the jobs queue or another account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug, Payload, TypedUser } from 'payload'
import { payloadClient } from '../../src/data/payload'

let payload: Payload
let customer: TypedUser
let other: TypedUser
let staffId: number
const created: { collection: CollectionSlug; id: number }[] = []

const PASSWORD = 'Enduit-Lisse-2026'

async function newCustomer(email: string, audience: 'pro' | 'part'): Promise<TypedUser> {
  const doc = await payload.create({
    collection: 'customers',
    data: {
      email,
      password: PASSWORD,
      audience,
      civility: 'mme',
      lastname: 'Essai',
      firstname: 'Cliente',
      phone: '06 12 34 56 78',
      _verified: true,
    },
    disableVerificationEmail: true,
  })
  created.push({ collection: 'customers', id: doc.id })
  const { user } = await payload.login({ collection: 'customers', data: { email, password: PASSWORD } })
  return user as TypedUser
}

async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    const result = (await run()) as { totalDocs?: number; docs?: unknown[] } | null
    if (result && typeof result === 'object' && 'totalDocs' in result) return `ok:${result.totalDocs}`
    return 'ok'
  } catch (error) {
    return (error as Error).constructor.name
  }
}

beforeAll(async () => {
  payload = await payloadClient()
  customer = await newCustomer('access.cliente@exemple.fr', 'part')
  other = await newCustomer('access.autre@exemple.fr', 'pro')
  const staff = await payload.create({
    collection: 'users',
    data: { email: 'access.staff@ardalis.example', password: 'Staff-Access-2026!', name: 'Équipe', role: 'editor' },
  })
  staffId = staff.id
  created.push({ collection: 'users', id: staff.id })
  const address = await payload.create({
    collection: 'customer-addresses',
    data: {
      owner: other.id,
      label: 'Atelier',
      civility: 'm',
      lastname: 'Autre',
      firstname: 'Client',
      address: '3 rue du Port',
      zipcode: '44000',
      city: 'Nantes',
      country: 'FR',
      phone: '02 40 00 00 00',
    },
  })
  created.push({ collection: 'customer-addresses', id: address.id })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) await payload.delete({ collection, id }).catch(() => undefined)
})

const OWN = new Set(['customers', 'customer-addresses'])
/** Read only: a customer reads their own orders (none here), written by the site alone. */
const OWN_READ = new Set([...OWN, 'orders'])

describe('a signed-in customer against every collection', () => {
  it('is a user of the customers collection', () => {
    expect(customer.collection).toBe('customers')
  })

  it('reads and counts what a visitor reads, on every collection but their own records', async () => {
    const slugs = Object.keys(payload.collections) as CollectionSlug[]
    expect(slugs.length).toBeGreaterThan(20)
    for (const collection of slugs) {
      if (OWN_READ.has(collection)) continue
      const visitor = await outcome(() => payload.find({ collection, overrideAccess: false, limit: 1, depth: 0 }))
      const signedIn = await outcome(() => payload.find({ collection, overrideAccess: false, user: customer, limit: 1, depth: 0 }))
      expect(signedIn, `find ${collection}`).toBe(visitor)
      const visitorCount = await outcome(() => payload.count({ collection, overrideAccess: false }))
      const signedInCount = await outcome(() => payload.count({ collection, overrideAccess: false, user: customer }))
      expect(signedInCount, `count ${collection}`).toBe(visitorCount)
    }
  })

  it('creates, updates and deletes nothing a visitor could not', async () => {
    for (const collection of Object.keys(payload.collections) as CollectionSlug[]) {
      if (OWN.has(collection)) continue
      const visitor = await outcome(() => payload.create({ collection, overrideAccess: false, data: {} as never }))
      const signedIn = await outcome(() => payload.create({ collection, overrideAccess: false, user: customer, data: {} as never }))
      expect(signedIn, `create ${collection}`).toBe(visitor)
      const first = (await payload.find({ collection, limit: 1, depth: 0 })).docs[0] as { id: number | string } | undefined
      if (!first) continue
      const visitorUpdate = await outcome(() => payload.update({ collection, id: first.id, overrideAccess: false, data: {} as never }))
      const signedInUpdate = await outcome(() =>
        payload.update({ collection, id: first.id, overrideAccess: false, user: customer, data: {} as never }),
      )
      expect(signedInUpdate, `update ${collection}`).toBe(visitorUpdate)
      expect(signedInUpdate, `update ${collection}`).not.toMatch(/^ok/)
    }
  })

  it('cannot change a staff account, even one whose id is the customer’s own', async () => {
    const sameId = { ...customer, id: staffId } as TypedUser
    for (const user of [customer, sameId]) {
      await expect(
        payload.update({ collection: 'users', id: staffId, data: { password: 'Repris-Par-Client-1' }, overrideAccess: false, user }),
      ).rejects.toThrow()
      await expect(payload.findByID({ collection: 'users', id: staffId, overrideAccess: false, user })).rejects.toThrow()
      await expect(payload.delete({ collection: 'users', id: staffId, overrideAccess: false, user })).rejects.toThrow()
    }
  })

  it('never opens the back office, the jobs queue or staff-only fields', async () => {
    const req = { user: customer, payload, context: {} } as never
    for (const slug of ['users', 'customers'] as const) {
      const admin = payload.collections[slug].config.access.admin
      expect(admin ? await admin({ req }) : false, slug).toBe(false)
    }
    const run = payload.config.jobs.access?.run
    expect(run ? await run({ req }) : true).toBe(false)
    await expect(
      payload.update({
        collection: 'customers',
        id: customer.id,
        data: { proStatus: 'approved', blocked: false },
        overrideAccess: false,
        user: customer,
      }),
    ).resolves.toMatchObject({
      id: customer.id,
    })
    const after = await payload.findByID({ collection: 'customers', id: customer.id, depth: 0 })
    expect(after.proStatus).not.toBe('approved')
  })
})

describe('their own records', () => {
  it('sees only their own account', async () => {
    const found = await payload.find({ collection: 'customers', overrideAccess: false, user: customer, depth: 0 })
    expect(found.docs.map((d) => d.id)).toEqual([customer.id])
    await expect(payload.findByID({ collection: 'customers', id: other.id, overrideAccess: false, user: customer })).rejects.toThrow()
  })

  it('owns the addresses they create, whatever owner they send, and never sees another’s', async () => {
    const mine = await payload.create({
      collection: 'customer-addresses',
      overrideAccess: false,
      user: customer,
      data: {
        owner: other.id,
        label: 'Maison',
        civility: 'mme',
        lastname: 'Essai',
        firstname: 'Cliente',
        address: '8 place Bellecour',
        zipcode: '69002',
        city: 'Lyon',
        country: 'FR',
        phone: '04 78 00 00 00',
      },
    })
    created.push({ collection: 'customer-addresses', id: mine.id })
    const owner = typeof mine.owner === 'object' ? mine.owner.id : mine.owner
    expect(owner).toBe(customer.id)
    const list = await payload.find({ collection: 'customer-addresses', overrideAccess: false, user: customer, depth: 0 })
    expect(list.docs.map((d) => d.id)).toEqual([mine.id])
    const theirs = (await payload.find({ collection: 'customer-addresses', where: { owner: { equals: other.id } }, depth: 0 })).docs[0]
    expect(theirs).toBeDefined()
    await expect(
      payload.findByID({ collection: 'customer-addresses', id: theirs!.id, overrideAccess: false, user: customer }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'customer-addresses', id: theirs!.id, data: { city: 'Paris' }, overrideAccess: false, user: customer }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'customer-addresses', id: theirs!.id, overrideAccess: false, user: customer }),
    ).rejects.toThrow()
  })
})
