/**
 * Putting a mail in the outbox (decision 092): the outbox record (the message, status
 * `queued`) and its job on Payload's `mail` queue are written in one transaction, so that a
 * queued mail always has its job. The `sendMail` task (src/payload/tasks/send-mail.ts) sends it.
 * No `server-only` here: Payload's e-mail adapter (payload-adapter.ts) loads this module.
 */
import type { Payload } from 'payload'
import addressparser from 'nodemailer/lib/addressparser'
import { z } from 'zod'
import { MAIL_QUEUE, MAX_ATTACHMENTS_BYTES, type QueuedMessage } from '@/domain/mail/outbox'
import { MAIL_OUTBOX } from '@/payload/collections/mail-outbox/config'
import { inTransaction } from '@/payload/db/transaction'

const emailSchema = z.email()

/**
 * Each address of `values` ("a@x.fr", "Nom <a@x.fr>", lists separated by commas) as
 * nodemailer reads it; throws on an address that is not one, so that no mail is queued for
 * an address no server would accept.
 */
export function normaliseAddresses(values: readonly string[]): string[] {
  const out: string[] = []
  for (const value of values) {
    const parsed = addressparser(value, { flatten: true })
    if (parsed.length === 0) throw new Error(`Adresse invalide : ${value}`)
    for (const { name, address } of parsed) {
      if (!address || !emailSchema.safeParse(address).success) throw new Error(`Adresse invalide : ${value}`)
      out.push(name ? `"${name.replace(/["\\]/g, '')}" <${address}>` : address)
    }
  }
  return out
}

export async function queueMail(payload: Payload, message: QueuedMessage): Promise<number> {
  const to = normaliseAddresses(message.to)
  if (to.length === 0) throw new Error('Aucun destinataire')
  const cc = message.cc && normaliseAddresses(message.cc)
  const bcc = message.bcc && normaliseAddresses(message.bcc)
  const size = (message.attachments ?? []).reduce((sum, a) => sum + (a.base64.length * 3) / 4, 0)
  if (size > MAX_ATTACHMENTS_BYTES) throw new Error(`Pièces jointes trop lourdes pour la file (${Math.round(size / 1024)} Ko)`)
  const stored: QueuedMessage = { ...message, to, ...(cc ? { cc } : {}), ...(bcc ? { bcc } : {}) }
  return inTransaction(payload, async (tx) => {
    const record = await payload.create({
      collection: MAIL_OUTBOX,
      data: { subject: message.subject.slice(0, 300), to: to.join(', ').slice(0, 1000), status: 'queued', attempts: 0, message: stored },
      depth: 0,
      overrideAccess: true,
      req: tx.req,
    })
    await payload.jobs.queue({ task: 'sendMail', queue: MAIL_QUEUE, input: { mail: record.id }, req: tx.req as never })
    return record.id
  })
}
