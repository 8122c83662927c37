/**
 * The mail outbox (issue 20, decision 092), against the real SMTP catcher of the integration
 * set-up (scripts/smtp-catcher.mjs), whose HTTP API stops its SMTP port, makes it accept and
 * never greet, and starts it again on the same port. The queue runs as on the server: the
 * `mail` queue's cron of `jobs.autoRun`, started by payloadClient().
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '@/data/payload'
import { contactSchema } from '@/domain/forms/schemas'
import { COUNTRY_CODES, PROFILE_CODES, SUBJECT_CODES } from '@/domain/forms/options'
import { submitContact } from '@/server/forms/services'
import { sendMail } from '@/server/mail/send'
import { listMails, waitForMail } from '../support/mailbox'

let payload: Payload

async function smtp(action: 'stop' | 'stall' | 'start'): Promise<void> {
  const response = await fetch(`${process.env.MAIL_CATCHER_URL}/smtp/${action}`, { method: 'POST' })
  expect(response.status).toBe(204)
}

type Record = { id: number; status: string; attempts: number; lastError?: string | null; message?: unknown; sentAt?: string | null }

/** The outbox record of the mail sent to `to` (system read, as the task does). */
async function record(to: string): Promise<Record | undefined> {
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { to: { equals: to } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] as Record | undefined
}

/** Polls until `check` gives a value (the queue runs in the background); fails after `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Toujours pas : ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  payload = await payloadClient()
})

afterAll(async () => {
  // Whatever happened, the other test files find the catcher up.
  await smtp('start')
})

describe('mail outbox', () => {
  it('a contact request while SMTP is down answers at once; its mails are tried again and arrive once SMTP is back', async () => {
    const email = `panne.smtp.${Date.now()}@exemple.fr`
    const data = contactSchema.parse({
      civility: 'mme',
      lastname: 'Panne',
      firstname: 'Camille',
      email,
      phone: '06 12 34 56 78',
      profile: PROFILE_CODES[0],
      subject: SUBJECT_CODES[0],
      zipcode: '69003',
      city: 'Lyon',
      country: COUNTRY_CODES[0],
      message: 'Bonjour, une question sur l’enduit de rebouchage.',
      consent: true,
    })
    await smtp('stop')
    const since = new Date().toISOString()
    const started = performance.now()
    const stored = await submitContact(payload, data)
    const answeredMs = performance.now() - started
    expect(stored.id).toBeGreaterThan(0)
    // The answer came before any try at SMTP ended: the visitor's mail is still waiting.
    const atAnswer = await record(email)
    expect(atAnswer?.status).toBe('queued')
    expect(atAnswer?.attempts).toBe(0)

    // The first try meets a closed port: the record says so, and a retry is planned.
    const failed = await until('un essai en échec', async () => {
      const r = await record(email)
      return r && r.status === 'retrying' ? r : null
    })
    expect(failed.attempts).toBeGreaterThanOrEqual(1)
    expect(failed.lastError).toMatch(/ECONNREFUSED|ECONNECTION/)
    expect((await listMails()).filter((m) => m.receivedAt >= since && m.to.includes(email))).toEqual([])

    await smtp('start')
    const mail = await waitForMail((m) => m.to.includes(email), { since, timeoutMs: 30_000 })
    expect(mail.subject).not.toBe('')
    const sent = await until('le courriel marqué envoyé', async () => {
      const r = await record(email)
      return r && r.status === 'sent' ? r : null
    })
    expect(sent.attempts).toBeGreaterThanOrEqual(2)
    expect(sent.sentAt).toBeTruthy()
    // The team's copy went the same way.
    await waitForMail((m) => m.replyTo.includes(email), { since, timeoutMs: 30_000 })
    console.log(`[outbox] réponse du formulaire, SMTP arrêté : ${answeredMs.toFixed(0)} ms ; courriel reçu au ${sent.attempts}e essai`)
  })

  it('an SMTP server that accepts and never greets holds no request: the try times out and the mail leaves on the next one', async () => {
    const to = `serveur.muet.${Date.now()}@exemple.fr`
    await smtp('stall')
    const since = new Date().toISOString()
    const started = performance.now()
    const result = await sendMail({ to, subject: 'Essai serveur muet', content: { brand: 'Ardalis', title: 'Essai' } })
    const answeredMs = performance.now() - started
    expect(result.ok).toBe(true)
    expect((await record(to))?.status).toBe('queued')

    const triedAt = performance.now()
    const timedOut = await until('l’essai abandonné faute de salutation', async () => {
      const r = await record(to)
      return r && r.status === 'retrying' ? r : null
    })
    expect(timedOut.lastError).toMatch(/Greeting never received|GREETING_TIMEOUT|ETIMEDOUT/)
    const gaveUpMs = performance.now() - triedAt

    await smtp('start')
    await waitForMail((m) => m.to.includes(to), { since, timeoutMs: 30_000 })
    console.log(`[outbox] serveur muet : réponse en ${answeredMs.toFixed(0)} ms, essai abandonné après ~${(gaveUpMs / 1000).toFixed(1)} s`)
  })

  it('a refused address is never queued', async () => {
    const result = await sendMail({ to: 'pas-une-adresse', subject: 'x', content: { brand: 'Ardalis', title: 'x' } })
    expect(result.ok).toBe(false)
    expect(await record('pas-une-adresse')).toBeUndefined()
  })

  it('staff read where a mail stands, never its message; a customer reads nothing', async () => {
    const to = `lecture.outbox.${Date.now()}@exemple.fr`
    const result = await sendMail({ to, subject: 'Lecture de la file', content: { brand: 'Ardalis', title: 'Lecture' } })
    expect(result.ok).toBe(true)
    const staff = await payload.create({
      collection: 'users',
      data: { email: `outbox.${Date.now()}@ardalis.example`, password: 'Outbox-Lecture-2026!', role: 'editor' },
    })
    try {
      const seen = await payload.find({
        collection: 'mail-outbox',
        where: { to: { equals: to } },
        overrideAccess: false,
        user: { ...staff, collection: 'users' },
      })
      expect(seen.docs).toHaveLength(1)
      expect(seen.docs[0]?.subject).toBe('Lecture de la file')
      expect(seen.docs[0]).not.toHaveProperty('message')
      const anonymous = await payload.find({ collection: 'mail-outbox', where: { to: { equals: to } }, overrideAccess: false }).then(
        (r) => r.totalDocs,
        (error: Error) => error.name,
      )
      expect(anonymous).toBe('Forbidden')
    } finally {
      await payload.delete({ collection: 'users', id: staff.id })
    }
  })
})
