import type { EmailAdapter } from 'payload'
import { env } from '@/env'

/** `Ardalis <ne-pas-repondre@ardalis.example>` → its name and address. */
export function parseMailbox(value: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value)
  if (match) return { name: match[1]?.trim() ?? '', address: match[2]?.trim() ?? '' }
  return { name: '', address: value.trim() }
}

/**
 * Payload's own e-mails (the back office's "forgot password") go through the site's SMTP
 * transport (SMTP_URL, MAIL_FROM): without an adapter Payload only logs them, and staff
 * locked out of /admin would have no way back in. The transport is imported when a mail
 * is sent, so that Payload's CLI (generate:types) can load the config outside React's
 * server environment.
 */
export const smtpEmailAdapter: EmailAdapter = () => {
  const from = parseMailbox(env.MAIL_FROM)
  return {
    name: 'smtp',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const { transport } = await import('./send')
      return transport().sendMail({ ...message, from: message.from ?? env.MAIL_FROM })
    },
  }
}
