import type { EmailAdapter, SendEmailOptions } from 'payload'
import type { QueuedMessage } from '@/domain/mail/outbox'
import { env } from '@/env'

/** `Ardalis <ne-pas-repondre@ardalis.example>` → its name and address. */
export function parseMailbox(value: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value)
  if (match) return { name: match[1]?.trim() ?? '', address: match[2]?.trim() ?? '' }
  return { name: '', address: value.trim() }
}

type AddressField = SendEmailOptions['to']

/** nodemailer's address field (a string, an `{ name, address }`, or a list of them) as strings. */
export function addressList(field: AddressField): string[] {
  if (!field) return []
  if (Array.isArray(field)) return field.flatMap((entry) => addressList(entry as AddressField))
  if (typeof field === 'string') return [field]
  return [field.name ? `"${field.name}" <${field.address ?? ''}>` : (field.address ?? '')]
}

function bodyText(value: SendEmailOptions['html']): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  if (Buffer.isBuffer(value)) return value.toString('utf8')
  throw new Error('Corps de courriel non pris en charge par la file (flux ou fichier)')
}

/** A message of Payload (or of the site's code through `payload.sendEmail`) as the outbox keeps it. */
export function toQueuedMessage(message: SendEmailOptions): QueuedMessage {
  const from = message.from === undefined ? undefined : addressList(message.from as AddressField)[0]
  const replyTo = message.replyTo === undefined ? undefined : addressList(message.replyTo as AddressField).join(', ')
  return {
    ...(from ? { from } : {}),
    to: addressList(message.to),
    ...(message.cc ? { cc: addressList(message.cc) } : {}),
    ...(message.bcc ? { bcc: addressList(message.bcc) } : {}),
    ...(replyTo ? { replyTo } : {}),
    subject: message.subject ?? '',
    html: bodyText(message.html),
    text: bodyText(message.text),
    attachments: message.attachments?.map((a) => {
      const content = typeof a.content === 'string' ? Buffer.from(a.content) : Buffer.isBuffer(a.content) ? a.content : null
      if (!content) throw new Error('Pièce jointe non prise en charge par la file (flux ou fichier)')
      return { filename: String(a.filename || 'piece-jointe'), contentType: a.contentType, base64: content.toString('base64') }
    }),
  }
}

/**
 * Payload's own e-mails (the back office's "forgot password", the customers' verification and
 * reset links) go through the outbox like the site's (decision 092): stored and queued in the
 * request, sent over SMTP by the `sendMail` task with retries. Without an adapter Payload only
 * logs them, and staff locked out of /admin would have no way back in. The outbox is imported
 * when a mail is queued, so that Payload's CLI (generate:types) loads the config without it.
 * On SQLite Payload runs its auth operations without a transaction, and on PostgreSQL the
 * outbox's own transaction takes another connection: queueing here never waits on the caller's.
 */
export const smtpEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = parseMailbox(env.MAIL_FROM)
  return {
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const { queueMail } = await import('./outbox')
      return { queued: await queueMail(payload, toQueuedMessage(message)) }
    },
  }
}
