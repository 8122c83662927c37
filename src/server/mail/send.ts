import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import { payloadClient } from '@/data/payload'
import { renderMail, type MailContent } from '@/domain/mail/template'
import type { QueuedMessage } from '@/domain/mail/outbox'
import { env } from '@/env'
import { mailLogoAttachments } from './logo'
import { queueMail } from './outbox'

/**
 * The one way the site sends e-mail (decision 092): callers give the content (rendered by
 * src/domain/mail/template.ts); the mail is stored in the outbox and a job of Payload's queue
 * sends it over SMTP (SMTP_URL), trying again with a back-off. The caller never waits on SMTP:
 * `ok` means the mail is safely queued; a bad address or a database error is `ok: false`.
 */
export type OutgoingMail = {
  to: string | string[]
  subject: string
  content: MailContent
  replyTo?: string
  attachments?: { filename: string; content: Buffer; contentType?: string }[]
}

export type SendResult = { ok: true; id: number } | { ok: false; error: string }

export async function sendMail(mail: OutgoingMail): Promise<SendResult> {
  const { html, text } = renderMail(mail.content)
  try {
    const id = await queueMail(await payloadClient(), {
      to: Array.isArray(mail.to) ? mail.to : [mail.to],
      replyTo: mail.replyTo,
      subject: mail.subject,
      html,
      text,
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        base64: a.content.toString('base64'),
      })),
    })
    return { ok: true, id }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`[mail] courriel non mis en file pour ${String(mail.to)} : ${message}`)
    return { ok: false, error: message }
  }
}

/**
 * SMTP timeouts (decision 092): an SMTP server that does not answer fails the try in seconds,
 * not nodemailer's defaults (2 min to connect, 30 s for the greeting, 10 min of silence), so a
 * stuck server never ties up the queue. A `?greetingTimeout=…` in SMTP_URL overrides them.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const

let transporter: Transporter | null = null

/** The one SMTP transport of the process, used only by the outbox's task. */
export function transport(): Transporter {
  transporter ??= nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: env.SMTP_URL }, { from: env.MAIL_FROM })
  return transporter
}

/** Sends one queued message now (the `sendMail` task's SMTP step); rejects with nodemailer's error. */
export async function smtpSend(message: QueuedMessage): Promise<string> {
  const info = await transport().sendMail({
    from: message.from ?? env.MAIL_FROM,
    to: message.to,
    cc: message.cc,
    bcc: message.bcc,
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: [
      ...(message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.base64,
        encoding: 'base64',
      })),
      // The logo the HTML refers to (decision 099), attached here rather than stored with each message.
      ...(await mailLogoAttachments(message.html)),
    ],
  })
  return String(info.messageId)
}
