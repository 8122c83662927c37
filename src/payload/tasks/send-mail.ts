import type { Payload, TaskConfig } from 'payload'
import { afterAttempt, errorLine, isPermanentFailure, MAIL_BACKOFF_MS, MAIL_RETRIES, type QueuedMessage } from '@/domain/mail/outbox'
import { MAIL_OUTBOX } from '@/payload/collections/mail-outbox/config'

/** A failed try the queue will repeat, already logged in one line (decision 092). */
export class RetryLater extends Error {}

/** Sends one message over SMTP; resolves with its message id, rejects with nodemailer's error. */
export type SmtpSend = (message: QueuedMessage) => Promise<string>

/**
 * One try at one outbox mail: sends the stored message, then writes where it stands.
 * A transient failure throws, so that Payload's queue tries again after the back-off; a
 * permanent one, or the last try, ends the job with the record marked `failed`.
 */
export async function deliverOutboxMail(payload: Payload, id: number, attempt: number, smtp: SmtpSend, now = () => new Date()) {
  // System read: the message field is closed to every caller.
  const record = await payload.findByID({ collection: MAIL_OUTBOX, id, depth: 0, overrideAccess: true, disableErrors: true })
  // Deleted by an administrator, or sent by an earlier try whose job did not record it.
  if (!record || record.status === 'sent' || !record.message) return { sent: false }
  let failure: unknown = null
  try {
    await smtp(record.message as unknown as QueuedMessage)
  } catch (error) {
    failure = error
  }
  const outcome = afterAttempt(attempt, failure ? { permanent: isPermanentFailure(failure) } : null, now())
  const data =
    outcome.status === 'sent'
      ? { status: 'sent' as const, attempts: attempt, sentAt: now().toISOString(), nextAttemptAt: null, message: null }
      : {
          status: outcome.status,
          attempts: attempt,
          lastError: errorLine(failure),
          nextAttemptAt: outcome.status === 'retrying' ? outcome.nextAttemptAt.toISOString() : null,
        }
  await payload.update({ collection: MAIL_OUTBOX, id, data, depth: 0, overrideAccess: true })
  if (outcome.status === 'sent') return { sent: true }
  const line = `[mail] « ${record.subject} » à ${record.to}, essai ${attempt} : ${errorLine(failure)}`
  if (outcome.status === 'failed') {
    payload.logger.error(`${line} — abandonné`)
    return { sent: false }
  }
  payload.logger.warn(`${line} — nouvel essai ${outcome.nextAttemptAt.toISOString()}`)
  throw new RetryLater(errorLine(failure))
}

/**
 * The outbox's task (decision 092): one job per mail on the `mail` queue, whose input is the
 * outbox record's id. `jobs.autoRun` runs the queue every second in every server process, each
 * job claimed by one of them (src/payload/tasks/runner.ts, decision 097); the retries use Payload's exponential back-off (5 s, 10 s, 20 s… ~11 h in all). The SMTP send
 * is given by payload.config.ts (src/server/mail/send.ts), which this layer does not import.
 */
export function sendMailTask(smtp: () => Promise<SmtpSend>): TaskConfig<'sendMail'> {
  return {
    slug: 'sendMail',
    label: 'Envoi d’un courriel',
    inputSchema: [{ name: 'mail', type: 'number', required: true }],
    outputSchema: [{ name: 'sent', type: 'checkbox' }],
    retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: MAIL_BACKOFF_MS } },
    handler: async ({ input, job, req }) => {
      try {
        const output = await deliverOutboxMail(req.payload, input.mail, (job.totalTried ?? 0) + 1, await smtp())
        return { output }
      } catch (error) {
        // The queue runs silently (payload.config.ts): an SMTP failure is logged above in one
        // line; anything else (the database) is logged here, and the queue tries again too.
        if (!(error instanceof RetryLater))
          req.payload.logger.error({ err: error, msg: `[mail] essai du courriel ${input.mail} impossible` })
        throw error
      }
    },
  }
}
