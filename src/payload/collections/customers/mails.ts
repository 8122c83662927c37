import type { PayloadRequest } from 'payload'
import { accountPagePath, type AccountPage } from '@/domain/account/links'
import { renderMail } from '@/domain/mail/template'
import { env } from '@/env'

/**
 * verify: the signup's link (also sent again on request); reset: a new password;
 * changeEmail: the link that confirms a new address, sent to that address; changeNotice:
 * the notice to the current address that a change was asked for.
 */
type Kind = 'verify' | 'reset' | 'changeEmail' | 'changeNotice'

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

interface Texts {
  subject: (brand: string) => string
  lead: (details: Details) => string
  action: string
  /** The page of the link (with the token, if the mail carries one). */
  page: AccountPage
  closing: string
}

interface Details {
  /** The new address of a change (changeEmail, changeNotice). */
  newEmail?: string
}

const TEXTS: Record<Kind, Texts> = {
  verify: {
    subject: (brand) => `${brand} — confirmez votre adresse mail`,
    lead: () => 'Merci d’avoir créé votre compte. Pour l’activer, confirmez votre adresse mail :',
    action: 'Confirmer mon adresse mail',
    page: 'verifyEmail',
    closing: 'Si vous n’avez pas créé de compte, ignorez ce message : aucun compte ne sera activé.',
  },
  reset: {
    subject: (brand) => `${brand} — nouveau mot de passe`,
    lead: () => 'Vous avez demandé à changer votre mot de passe. Ce lien est valable une heure et ne sert qu’une fois :',
    action: 'Choisir un nouveau mot de passe',
    page: 'resetPassword',
    closing: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.',
  },
  changeEmail: {
    subject: (brand) => `${brand} — confirmez votre nouvelle adresse mail`,
    lead: () =>
      'Vous avez demandé à utiliser cette adresse pour votre compte. Confirmez-la : ce lien est valable 24 heures et ne sert qu’une fois.',
    action: 'Confirmer ma nouvelle adresse',
    page: 'verifyEmail',
    closing: 'Si vous n’avez rien demandé, ignorez ce message : aucune adresse ne sera changée.',
  },
  changeNotice: {
    subject: (brand) => `${brand} — changement d’adresse mail demandé`,
    lead: ({ newEmail }) =>
      `Un changement de l’adresse mail de votre compte vers ${newEmail ?? 'une nouvelle adresse'} vient d’être demandé. ` +
      'Votre adresse ne change qu’une fois le lien envoyé à la nouvelle adresse suivi.',
    action: 'Choisir un nouveau mot de passe',
    page: 'forgotPassword',
    closing:
      'Si vous n’êtes pas à l’origine de cette demande, quelqu’un connaît votre mot de passe : changez-le sans attendre. Sinon, ignorez ce message.',
  },
}

/** Subject, HTML and text of an account e-mail, with the link to the site's own page. */
export async function accountMail(
  kind: Kind,
  user: MailUser | undefined,
  token: string,
  req?: PayloadRequest,
  details: Details = {},
): Promise<{ subject: string; html: string; text: string }> {
  const brand = await brandName(req)
  const texts = TEXTS[kind]
  const target = user?.audience === 'pro' ? 'pro' : 'part'
  const href = `${env.SITE_URL.replace(/\/+$/, '')}${accountPagePath(texts.page, target, token || undefined)}`
  const greeting = user?.firstname ? `Bonjour ${user.firstname},` : 'Bonjour,'
  const { html, text } = renderMail({
    brand,
    title: texts.subject(brand),
    paragraphs: [greeting, texts.lead(details)],
    action: { label: texts.action, href },
    closing: [texts.closing],
  })
  return { subject: texts.subject(brand), html, text }
}
