import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import { env } from '@/env'
import { renderMail, type MailContent } from '@/domain/mail/template'

/**
 * The one way the site sends e-mail: nodemailer over the SMTP server of SMTP_URL.
 * Callers give the content (rendered by src/domain/mail/template.ts) and get a result
 * instead of an exception, so that a form can answer with a clear message.
 */
export type OutgoingMail = {
  to: string | string[]
  subject: string
  content: MailContent
  replyTo?: string
  attachments?: { filename: string; content: Buffer; contentType?: string }[]
}

export type SendResult = { ok: true; messageId: string } | { ok: false; error: string }

let transporter: Transporter | null = null

/** The one SMTP transport of the process (also behind Payload's e-mails, see ./payload-adapter.ts). */
export function transport(): Transporter {
  transporter ??= nodemailer.createTransport(env.SMTP_URL, { from: env.MAIL_FROM })
  return transporter
}

export async function sendMail(mail: OutgoingMail): Promise<SendResult> {
  const { html, text } = renderMail(mail.content)
  try {
    const info = await transport().sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html,
      text,
      attachments: mail.attachments,
    })
    return { ok: true, messageId: String(info.messageId) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`[mail] envoi impossible à ${String(mail.to)} : ${message}`)
    return { ok: false, error: message }
  }
}
