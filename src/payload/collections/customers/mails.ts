import type { PayloadRequest } from 'payload'
import { accountPagePath } from '@/domain/account/links'
import { renderMail } from '@/domain/mail/template'
import { env } from '@/env'

type Kind = 'verify' | 'reset'

interface MailUser {
  firstname?: string | null
  audience?: string | null
}

/** The brand name of the site settings (the e-mails of Payload's own operations are built here, in its hooks). */
async function brandName(req: PayloadRequest | undefined): Promise<string> {
  const found = await req?.payload
    .find({ collection: 'settings', where: { code: { equals: 'brand_name' } }, limit: 1, depth: 0, req })
    .catch(() => null)
  const value = found?.docs[0]?.values?.[0]?.value
  return typeof value === 'string' && value ? value : 'Ardalis'
}

const TEXTS: Record<Kind, { subject: (brand: string) => string; lead: string; action: string; closing: string }> = {
  verify: {
    subject: (brand) => `${brand} — confirmez votre adresse mail`,
    lead: 'Merci d’avoir créé votre compte. Pour l’activer, confirmez votre adresse mail :',
    action: 'Confirmer mon adresse mail',
    closing: 'Si vous n’avez pas créé de compte, ignorez ce message : aucun compte ne sera activé.',
  },
  reset: {
    subject: (brand) => `${brand} — nouveau mot de passe`,
    lead: 'Vous avez demandé à changer votre mot de passe. Ce lien est valable une heure et ne sert qu’une fois :',
    action: 'Choisir un nouveau mot de passe',
    closing: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.',
  },
}

/** Subject and HTML of an account e-mail, with the link to the site's own page. */
export async function accountMail(
  kind: Kind,
  user: MailUser | undefined,
  token: string,
  req?: PayloadRequest,
): Promise<{ subject: string; html: string }> {
  const brand = await brandName(req)
  const texts = TEXTS[kind]
  const target = user?.audience === 'pro' ? 'pro' : 'part'
  const href = `${env.SITE_URL.replace(/\/+$/, '')}${accountPagePath(kind === 'verify' ? 'verifyEmail' : 'resetPassword', target, token)}`
  const greeting = user?.firstname ? `Bonjour ${user.firstname},` : 'Bonjour,'
  const { html } = renderMail({
    brand,
    title: texts.subject(brand),
    paragraphs: [greeting, texts.lead],
    action: { label: texts.action, href },
    closing: [texts.closing],
  })
  return { subject: texts.subject(brand), html }
}
