/**
 * Reads the local SMTP catcher (scripts/smtp-catcher.mjs) from the tests: the address
 * comes from MAIL_CATCHER_URL, set by scripts/e2e.sh and the integration set-up.
 */
export type CaughtMail = {
  id: number
  receivedAt: string
  envelope: { from: string | null; to: string[] }
  from: string | null
  to: string[]
  cc: string[]
  replyTo: string[]
  subject: string
  text: string
  html: string
  attachments: {
    filename: string | null
    contentType: string
    disposition: 'attachment' | 'inline' | null
    contentId: string | null
    size: number
  }[]
}

function catcherUrl(): string {
  const url = process.env.MAIL_CATCHER_URL
  if (!url) throw new Error('MAIL_CATCHER_URL manquant : lancez les tests par scripts/e2e.sh ou le projet integration')
  return url
}

export async function listMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${catcherUrl()}/messages`)
  return (await response.json()) as CaughtMail[]
}

/** Waits (polling) for a message that satisfies `match`, received after `since` (ISO date). */
export async function waitForMail(
  match: (mail: CaughtMail) => boolean,
  options: { timeoutMs?: number; since?: string } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  for (;;) {
    const mails = await listMails()
    const found = mails.find((mail) => (!options.since || mail.receivedAt >= options.since) && match(mail))
    if (found) return found
    if (Date.now() > deadline)
      throw new Error(`Aucun courriel attendu reçu ; boîte : ${mails.map((m) => `${m.subject} → ${m.to.join(',')}`).join(' | ') || 'vide'}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
