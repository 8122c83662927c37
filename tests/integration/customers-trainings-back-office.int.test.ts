/**
 * The customers' and training sessions' screens in /admin (decision 138), on SQLite or
 * PostgreSQL (INTEGRATION_DATABASE_URL):
 *
 * - « Compte professionnel » belongs to professional accounts: a private account stores none, so
 *   the list's column (which shows what is stored) is empty for it;
 * - a session's screen lists its registrations (a `join` field), received through the site's form;
 *   visitors, who read sessions, never read them.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadClient } from '../../src/data/payload'
import type { TrainingRegistration, User } from '../../src/payload-types'
import { postJson, solvedCaptcha } from './support/forms'

const DAY = 24 * 60 * 60 * 1000
let payload: Payload
let staff: User & { collection: 'users' }
const emails: string[] = []
const sessions: number[] = []

beforeAll(async () => {
  payload = await payloadClient()
  const created = await payload.create({
    collection: 'users',
    data: { email: `ecran.clients.${Date.now()}@ardalis.example`, password: 'Ecran-Clients-2026!', name: 'Équipe', role: 'editor' },
  })
  staff = { ...created, collection: 'users' }
})

afterAll(async () => {
  await payload.delete({ collection: 'customers', where: { email: { in: emails } }, overrideAccess: true }).catch(() => undefined)
  for (const id of sessions) {
    await payload.delete({ collection: 'training-registrations', where: { session: { equals: id } }, overrideAccess: true })
    await payload.delete({ collection: 'training-sessions', id, overrideAccess: true, context: { disableRevalidate: true } })
  }
  await payload.delete({ collection: 'users', id: staff.id, overrideAccess: true })
})

/** An account as the site's sign-up creates it (the site's own create, `signup` context). */
async function signUp(audience: 'part' | 'pro') {
  const email = `compte.${audience}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@exemple.fr`
  emails.push(email)
  return payload.create({
    collection: 'customers',
    data: { email, password: 'Enduit-Lisse-2026', audience, lastname: 'Essai', firstname: 'Compte', _verified: true },
    overrideAccess: false,
    context: { signup: true },
    disableVerificationEmail: true,
  })
}

describe('« Compte professionnel » (issue: « En attente de validation » on private customers)', () => {
  it('is empty for a private account and « En attente de validation » for a new professional one', async () => {
    expect((await signUp('part')).proStatus ?? null).toBeNull()
    expect((await signUp('pro')).proStatus).toBe('pending')
  })

  it('follows the audience staff set, and a private customer cannot give themselves one', async () => {
    const account = await signUp('part')
    const turned = await payload.update({
      collection: 'customers',
      id: account.id,
      data: { audience: 'pro' },
      user: staff,
      overrideAccess: false,
    })
    expect(turned.proStatus).toBe('pending')
    const approved = await payload.update({
      collection: 'customers',
      id: account.id,
      data: { proStatus: 'approved' },
      user: staff,
      overrideAccess: false,
    })
    expect(approved.proStatus).toBe('approved')
    // Back to private: the approval goes with the audience (the form still sends the old state).
    const back = await payload.update({
      collection: 'customers',
      id: account.id,
      data: { audience: 'part', proStatus: 'approved' },
      user: staff,
      overrideAccess: false,
    })
    expect(back.proStatus ?? null).toBeNull()
    const self = { ...back, collection: 'customers' as const }
    const tried = await payload.update({
      collection: 'customers',
      id: account.id,
      data: { proStatus: 'approved' },
      user: self,
      overrideAccess: false,
    })
    expect(tried.proStatus ?? null).toBeNull()
  })

  it('shows in the customer’s screen only for a professional account (admin.condition)', () => {
    const field = payload.collections.customers.config.flattenedFields.find((f) => f.name === 'proStatus')
    const condition = field?.admin?.condition
    expect(condition?.({ audience: 'part' }, {}, { user: staff } as never)).toBe(false)
    expect(condition?.({ audience: 'pro' }, {}, { user: staff } as never)).toBe(true)
  })
})

describe('the training session’s screen (issue: « Participants inscrits » without the registrations)', () => {
  async function session(): Promise<number> {
    const doc = await payload.create({
      collection: 'training-sessions',
      data: {
        title: `Session écran ${Math.random().toString(36).slice(2, 8)}`,
        startsAt: new Date(Date.now() + 40 * DAY).toISOString(),
        place: 'Orléans (45)',
        seats: 12,
        booked: 0,
      },
      user: staff,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    sessions.push(doc.id)
    return doc.id
  }

  async function register(id: number, company: string, participants: number) {
    const answer = await postJson<{ data?: unknown }>('/training-inscription', {
      session: String(id),
      civility: 'm',
      lastname: 'Garnier',
      firstname: 'Paul',
      company,
      siret: '73282932000074',
      email: 'inscription.ecran@exemple.fr',
      phone: '06 12 34 56 78',
      participants: Array.from({ length: participants }, (_, i) => ({ civility: 'mme', lastname: `Participant${i}`, firstname: 'Claire' })),
      consent: true,
      captcha: await solvedCaptcha(),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  }

  const read = (id: number, as: 'staff' | 'visitor') =>
    payload.findByID({ collection: 'training-sessions', id, depth: 1, overrideAccess: false, ...(as === 'staff' ? { user: staff } : {}) })

  it('lists the session’s registrations, oldest first, beside the count of participants', async () => {
    const id = await session()
    await register(id, 'Garnier Décoration', 2)
    await register(id, 'Peintures du Loiret', 1)
    await register(await session(), 'Une autre session', 1)
    const doc = await read(id, 'staff')
    expect(doc.booked).toBe(3)
    const rows = (doc.registrations?.docs ?? []) as TrainingRegistration[]
    expect(rows.map((r) => [r.company, r.count])).toEqual([
      ['Garnier Décoration', 2],
      ['Peintures du Loiret', 1],
    ])
    expect(doc.registrations?.totalDocs ?? rows.length).toBe(2)

    // A registration deleted by staff frees its seats and leaves the list.
    await payload.delete({ collection: 'training-registrations', id: rows[0]?.id as number, user: staff, overrideAccess: false })
    const after = await read(id, 'staff')
    expect(after.booked).toBe(1)
    expect(((after.registrations?.docs ?? []) as TrainingRegistration[]).map((r) => r.company)).toEqual(['Peintures du Loiret'])
  })

  it('never gives a visitor the registrations of a session they read', async () => {
    const id = await session()
    await register(id, 'Garnier Décoration', 1)
    const doc = await read(id, 'visitor')
    expect(doc.title).toMatch(/^Session écran/)
    expect(doc).not.toHaveProperty('registrations')
  })

  it('offers no « Ajouter » in the list (a registration comes from the site’s form)', () => {
    const field = payload.collections['training-sessions'].config.fields.find((f) => 'name' in f && f.name === 'registrations')
    expect(field?.type).toBe('join')
    expect((field?.admin as { allowCreate?: boolean } | undefined)?.allowCreate).toBe(false)
  })
})
