/**
 * Idempotent form submissions (decision 134): a form sent again with its submission key (a
 * double tap, a retry after a lost answer) gets the first answer back; nothing is stored,
 * e-mailed or booked twice.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '../../src/data/payload'
import type { BadRequestBody } from '../../src/domain/api/schemas'
import { SUBMISSION_KEY_INVALID, SUBMISSION_KEY_REUSED } from '../../src/domain/forms/idempotency'
import { PEER_HEADER } from '../../src/server/http/client-address'
import { api } from './support/api'
import { solvedCaptcha } from './support/forms'
import { ORIGIN } from './support/in-process-fetch'

let payload: Payload
let address = 0

beforeAll(async () => {
  payload = await payloadClient()
})

type Answer<T> = { status: number; body: T; replayed: boolean }

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await api(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PEER_HEADER]: `198.51.100.${(address++ % 250) + 1}`, ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T, replayed: response.headers.get('idempotent-replayed') === 'true' }
}

const contact = async (email: string, fields: Record<string, unknown> = {}) => ({
  target: 'pro',
  civility: 'm',
  lastname: 'Girard',
  firstname: 'Hugo',
  email,
  phone: '06 12 34 56 78',
  profile: 'painting-company',
  subject: 'technical',
  company: 'Girard Peinture',
  zipcode: '69003',
  city: 'Lyon',
  country: 'FR',
  message: 'Quel enduit pour reprendre un plafond fissuré ?',
  consent: true,
  // Each try solves its own captcha, as the browser does: the key, not the token, makes a repeat.
  captcha: await solvedCaptcha(),
  ...fields,
})

const stored = async (email: string) =>
  (await payload.count({ collection: 'contact-requests', where: { email: { equals: email } }, overrideAccess: true })).totalDocs
const mails = async (email: string) =>
  (await payload.count({ collection: 'mail-outbox', where: { to: { contains: email } }, overrideAccess: true })).totalDocs

describe('a contact request sent again with its key', () => {
  it('is stored and e-mailed once; each repeat gets the first answer', async () => {
    const email = `idem.${Date.now()}@exemple.fr`
    const key = randomUUID()
    const first = await post<{ data: { id: number } }>('/contact', { ...(await contact(email)), submission_key: key })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.replayed).toBe(false)
    const sentMails = await mails(email)
    expect(sentMails).toBeGreaterThan(0)

    const again = await post<{ data: { id: number } }>('/contact', { ...(await contact(email)), submission_key: key })
    expect(again.status).toBe(201)
    expect(again.replayed).toBe(true)
    expect(again.body).toEqual(first.body)
    // The header carries the key as well as the field.
    const byHeader = await post<{ data: { id: number } }>('/contact', await contact(email), { 'Idempotency-Key': key })
    expect(byHeader.body).toEqual(first.body)

    expect(await stored(email)).toBe(1)
    expect(await mails(email)).toBe(sentMails)
  })

  it('sent five times at once, is stored once and every answer is the same', async () => {
    const email = `idem.concurrent.${Date.now()}@exemple.fr`
    const key = randomUUID()
    const bodies = await Promise.all(Array.from({ length: 5 }, async () => ({ ...(await contact(email)), submission_key: key })))
    const answers = await Promise.all(bodies.map((body) => post<{ data: { id: number } }>('/contact', body)))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1)
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1)
    expect(await stored(email)).toBe(1)
  })

  it('without a key, two submissions are two requests, as before', async () => {
    const email = `idem.none.${Date.now()}@exemple.fr`
    expect((await post('/contact', await contact(email))).status).toBe(201)
    expect((await post('/contact', await contact(email))).status).toBe(201)
    expect(await stored(email)).toBe(2)
  })

  it('refuses the key for another content, and a key that is not one', async () => {
    const email = `idem.other.${Date.now()}@exemple.fr`
    const key = randomUUID()
    expect((await post('/contact', { ...(await contact(email)), submission_key: key })).status).toBe(201)
    const other = await post<BadRequestBody>('/contact', {
      ...(await contact(email, { message: 'Une autre question.' })),
      submission_key: key,
    })
    expect(other.status).toBe(400)
    expect(other.body.errors).toEqual([{ path: 'submission_key', message: SUBMISSION_KEY_REUSED }])
    const invalid = await post<BadRequestBody>('/contact', { ...(await contact(email)), submission_key: 'court' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual([{ path: 'submission_key', message: SUBMISSION_KEY_INVALID }])
    expect(await stored(email)).toBe(1)
  })

  it('refused the first time (captcha), is taken with the same key once put right', async () => {
    const email = `idem.retry.${Date.now()}@exemple.fr`
    const key = randomUUID()
    const refused = await post<BadRequestBody>('/contact', { ...(await contact(email)), captcha: 'pas-un-jeton', submission_key: key })
    expect(refused.status).toBe(400)
    const accepted = await post('/contact', { ...(await contact(email)), submission_key: key })
    expect(accepted.status).toBe(201)
    expect(accepted.replayed).toBe(false)
    expect(await stored(email)).toBe(1)
  })
})

describe('a training registration sent again with its key', () => {
  it('books its seats once', async () => {
    const session = await payload.create({
      collection: 'training-sessions',
      data: {
        title: `Session idempotence ${Date.now()}`,
        startsAt: new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString(),
        place: 'Lyon (69)',
        seats: 10,
        booked: 0,
      },
      context: { disableRevalidate: true },
    })
    const key = randomUUID()
    const body = async () => ({
      session: String(session.id),
      civility: 'm',
      lastname: 'Garnier',
      firstname: 'Paul',
      company: 'Garnier Décoration',
      siret: '73282932000074',
      email: `formation.${Date.now()}@exemple.fr`,
      phone: '06 12 34 56 78',
      participants: [
        { civility: 'mme', lastname: 'Roux', firstname: 'Claire', function: 'Peintre' },
        { civility: 'm', lastname: 'Blanc', firstname: 'Louis', function: 'Plaquiste' },
      ],
      consent: true,
      captcha: await solvedCaptcha(),
      submission_key: key,
    })
    const first = await body()
    expect((await post('/training-inscription', first)).status).toBe(201)
    const again = await post('/training-inscription', { ...first, captcha: await solvedCaptcha() })
    expect(again.status).toBe(201)
    expect(again.replayed).toBe(true)
    const after = await payload.findByID({ collection: 'training-sessions', id: session.id, overrideAccess: true })
    expect(after.booked).toBe(2)
    const registrations = await payload.count({
      collection: 'training-registrations',
      where: { session: { equals: session.id } },
      overrideAccess: true,
    })
    expect(registrations.totalDocs).toBe(1)
  })
})
