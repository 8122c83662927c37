/**
 * The mail outbox's rules (decision 092): every e-mail the site sends is stored, then sent by
 * a job of Payload's queue that tries again with an exponential back-off. Pure: the queue,
 * the collection and SMTP live in src/payload/tasks/send-mail.ts and src/server/mail.
 */

/** The job queue of the outbox (`jobs.autoRun` runs it every second). */
export const MAIL_QUEUE = 'mail'

/** Retries after the first try: 14 tries in all. */
export const MAIL_RETRIES = 13

/** Wait after the first failure; it doubles after each one (Payload's exponential back-off). */
export const MAIL_BACKOFF_MS = 5_000

/** The biggest attachments the outbox keeps (base64 in the stored message): an order's PDF is ~10 KB. */
export const MAX_ATTACHMENTS_BYTES = 5 * 1024 * 1024

/** Where a mail stands, as staff read it in /admin. */
export const OUTBOX_STATUSES = ['queued', 'retrying', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, { fr: string; en: string }> = {
  queued: { fr: 'En attente d’envoi', en: 'Queued' },
  retrying: { fr: 'Échec, nouvel essai prévu', en: 'Failed, will retry' },
  sent: { fr: 'Envoyé', en: 'Sent' },
  failed: { fr: 'Abandonné', en: 'Given up' },
}

/** A message as the outbox keeps it until it is sent (attachments in base64). */
export type QueuedMessage = {
  from?: string
  to: string[]
  cc?: string[]
  bcc?: string[]
  replyTo?: string
  subject: string
  html?: string
  text?: string
  attachments?: { filename: string; contentType?: string; base64: string }[]
}

/** How long the queue waits after failure number `failures` (1 = the first try failed). */
export function retryDelayMs(failures: number, baseMs = MAIL_BACKOFF_MS): number {
  return baseMs * 2 ** Math.max(0, failures - 1)
}

/** From the first failure to the last try: how long an SMTP outage the outbox rides out. */
export function retryWindowMs(retries = MAIL_RETRIES, baseMs = MAIL_BACKOFF_MS): number {
  let total = 0
  for (let failures = 1; failures <= retries; failures++) total += retryDelayMs(failures, baseMs)
  return total
}

/**
 * An SMTP answer that another try would not change: a 5xx reply (RFC 5321: permanent, e.g.
 * "550 mailbox unavailable") or a message nodemailer refuses to send (no valid recipient).
 * Connection errors, timeouts and 4xx replies are transient.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown }
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return true
  return code === 'EENVELOPE' || code === 'EMESSAGE'
}

export type AttemptOutcome =
  { status: 'sent' } | { status: 'retrying'; nextAttemptAt: Date; retry: true } | { status: 'failed'; retry: false }

/**
 * What follows try number `attempt` (1 = the first): sent, or a failure the queue tries again
 * (at the back-off's time), or a failure given up (permanent, or the last try).
 */
export function afterAttempt(
  attempt: number,
  failure: { permanent: boolean } | null,
  now: Date,
  retries = MAIL_RETRIES,
  baseMs = MAIL_BACKOFF_MS,
): AttemptOutcome {
  if (!failure) return { status: 'sent' }
  if (failure.permanent || attempt > retries) return { status: 'failed', retry: false }
  return { status: 'retrying', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempt, baseMs)), retry: true }
}

/** A readable one-line error for staff (no stack, bounded). */
export function errorLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const code = error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : ''
  const line = `${code && !message.includes(code) ? `${code} : ` : ''}${message}`.replace(/\s+/g, ' ').trim()
  return line.length > 500 ? `${line.slice(0, 499)}…` : line
}
