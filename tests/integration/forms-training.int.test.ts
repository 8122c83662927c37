/** Training registrations through POST /api/v1/training-inscription: seats, closing date, messages. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '../../src/data/payload'
import type { BadRequestBody } from '../../src/domain/api/schemas'
import { takeSeats } from '../../src/payload/collections/training-sessions/seats'
import { waitForMail } from '../support/mailbox'
import { postJson, solvedCaptcha } from './support/forms'

const DAY = 24 * 60 * 60 * 1000
let payload: Payload

async function createSession(seats: number, booked: number, inDays: number): Promise<number> {
  const doc = await payload.create({
    collection: 'training-sessions',
    data: {
      title: `Session d’essai ${Math.random().toString(36).slice(2, 8)}`,
      startsAt: new Date(Date.now() + inDays * DAY).toISOString(),
      place: 'Lyon (69)',
      seats,
      booked,
    },
    context: { disableRevalidate: true },
  })
  return doc.id
}

const participant = (n: number) => ({ civility: 'mme', lastname: `Participant${n}`, firstname: 'Claire', function: 'Peintre' })

async function registration(session: number, participants: number, email = 'inscription@exemple.fr') {
  return {
    session: String(session),
    civility: 'm',
    lastname: 'Garnier',
    firstname: 'Paul',
    company: 'Garnier Décoration',
    siret: '73282932000074',
    email,
    phone: '06 12 34 56 78',
    participants: Array.from({ length: participants }, (_, i) => participant(i + 1)),
    consent: true,
    captcha: await solvedCaptcha(),
  }
}

beforeAll(async () => {
  payload = await payloadClient()
})

describe('POST /training-inscription', () => {
  it('20 concurrent registrations for the last 3 seats book exactly 3, never more', async () => {
    const session = await createSession(12, 9, 40)
    const bodies = await Promise.all(Array.from({ length: 20 }, (_, i) => registration(session, 1, `course${i}@exemple.fr`)))
    const answers = await Promise.all(
      bodies.map((body) => postJson<{ data?: { booked: number } } & Partial<BadRequestBody>>('/training-inscription', body)),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 400)).toHaveLength(17)
    expect(answers.find((a) => a.status === 400)?.body.message).toBe('Cette session est complète.')
    const after = await payload.findByID({ collection: 'training-sessions', id: session })
    expect(after.booked).toBe(12)
    const stored = await payload.count({ collection: 'training-registrations', where: { session: { equals: session } } })
    expect(stored.totalDocs).toBe(3)
  })

  it('a group larger than the seats left is refused with the seats left', async () => {
    const session = await createSession(10, 8, 40)
    const { status, body } = await postJson<BadRequestBody>('/training-inscription', await registration(session, 3))
    expect(status).toBe(400)
    expect(body.message).toBe('Il ne reste que 2 places pour cette session.')
  })

  it('refuses a sixth participant and a session starting within 15 days', async () => {
    const open = await createSession(20, 0, 40)
    const six = await postJson<BadRequestBody>('/training-inscription', await registration(open, 6))
    expect(six.status).toBe(400)
    expect(six.body.errors).toContainEqual({ path: 'participants', message: 'Un groupe compte au plus 5 participants.' })
    const soon = await createSession(20, 0, 10)
    const closed = await postJson<BadRequestBody>('/training-inscription', await registration(soon, 1))
    expect(closed.status).toBe(400)
    expect(closed.body.message).toBe('Les inscriptions à cette session sont closes (15 jours avant la date).')
  })

  it('never trusts the browser: a bad SIRET and a missing captcha are 400s with the messages', async () => {
    const session = await createSession(20, 0, 40)
    const body = await registration(session, 1)
    const badSiret = await postJson<BadRequestBody>('/training-inscription', { ...body, siret: '73282932000075', phone: '12' })
    expect(badSiret.status).toBe(400)
    expect(badSiret.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'siret', message: 'Le numéro siret n’est pas valide' },
        { path: 'phone', message: 'Veuillez renseigner un numéro de téléphone valide.' },
      ]),
    )
    const noCaptcha = await postJson<BadRequestBody>('/training-inscription', { ...body, captcha: undefined })
    expect(noCaptcha.status).toBe(400)
    expect(noCaptcha.body.errors).toEqual([{ path: 'captcha', message: 'La vérification anti-robot a échoué. Veuillez réessayer.' }])
  })

  it('a registration confirms the session from 3 participants and e-mails the team and the visitor', async () => {
    const session = await createSession(12, 0, 40)
    const since = new Date().toISOString()
    const { status, body } = await postJson<{ data: { booked: number; confirmed: boolean } }>(
      '/training-inscription',
      await registration(session, 3, 'confirmee@exemple.fr'),
    )
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ booked: 3, confirmed: true })
    const visitor = await waitForMail((m) => m.to.includes('confirmee@exemple.fr'), { since })
    expect(visitor.subject).toMatch(/^Inscription enregistrée/)
    expect(visitor.text).toContain('La session est confirmée')
    const team = await waitForMail((m) => m.to.includes('formations@ardalis.example') && m.replyTo.includes('confirmee@exemple.fr'), {
      since,
    })
    expect(team.text).toContain('Garnier Décoration')
    // The place is free text of the back office: under its own label, never after « à ».
    for (const mail of [visitor, team]) {
      expect(mail.text).toContain('Lieu : Lyon (69)')
      expect(mail.text).not.toContain('à Lyon')
    }
  })
})

describe('staff change a session in /admin', () => {
  async function staffUser() {
    const staff = await payload.create({
      collection: 'users',
      data: { email: `formations.${Date.now()}@ardalis.example`, password: 'Staff-Formations-2026!', name: 'Équipe', role: 'editor' },
    })
    return { ...staff, collection: 'users' as const }
  }

  /** The French messages of a refused save (Payload's ValidationError), or 'ok'. */
  async function refusal(save: Promise<unknown>): Promise<string[] | 'ok'> {
    try {
      await save
      return 'ok'
    } catch (error) {
      const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
      return errors.map((e) => `${e.path}: ${e.message}`)
    }
  }

  it('cannot set fewer seats than the participants registered, counted in the database, not in the form', async () => {
    const user = await staffUser()
    try {
      const session = await createSession(12, 10, 40)
      const update = (data: Record<string, unknown>) =>
        payload.update({
          collection: 'training-sessions',
          id: session,
          data,
          user,
          overrideAccess: false,
          context: { disableRevalidate: true },
        })

      expect(await refusal(update({ seats: 5 }))).toEqual([
        'seats: Il y a déjà 10 inscrits sur cette session : indiquez au moins 10 places.',
      ])
      // The form sends back the count it loaded (here 0): the check reads the row's 10.
      expect(await refusal(update({ seats: 5, booked: 0 }))).toEqual([
        'seats: Il y a déjà 10 inscrits sur cette session : indiquez au moins 10 places.',
      ])
      expect((await payload.findByID({ collection: 'training-sessions', id: session })).seats).toBe(12)

      // A registration after the form was loaded (10 → 11): the check sees it, and the save never puts 10 back.
      expect(await takeSeats(payload, session, 1)).toBe(true)
      expect(await refusal(update({ seats: 10, booked: 10 }))).toEqual([
        'seats: Il y a déjà 11 inscrits sur cette session : indiquez au moins 11 places.',
      ])
      expect(await refusal(update({ seats: 11, booked: 10, place: 'Lyon (69) — salle B' }))).toBe('ok')
      const after = await payload.findByID({ collection: 'training-sessions', id: session })
      expect([after.seats, after.booked, after.place]).toEqual([11, 11, 'Lyon (69) — salle B'])

      // « Dupliquer »: the copy has its seats and nobody registered.
      const copy = await payload.duplicate({
        collection: 'training-sessions',
        id: session,
        user,
        overrideAccess: false,
        context: { disableRevalidate: true },
      })
      expect([copy.seats, copy.booked]).toEqual([11, 0])
    } finally {
      await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    }
  })

  it('a new session cannot start with more registered than seats', async () => {
    const user = await staffUser()
    try {
      const created = payload.create({
        collection: 'training-sessions',
        data: {
          title: 'Session trop pleine',
          startsAt: new Date(Date.now() + 40 * DAY).toISOString(),
          place: 'Nantes (44)',
          seats: 2,
          booked: 3,
        },
        user,
        overrideAccess: false,
        context: { disableRevalidate: true },
      })
      expect(await refusal(created)).toEqual(['seats: Il y a déjà 3 inscrits sur cette session : indiquez au moins 3 places.'])
    } finally {
      await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    }
  })
})
