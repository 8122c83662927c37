/**
 * What the account endpoints do (issue 18, decision 084): rate limits per client address
 * and per account, the same answer (and about the same time) whether an account exists or
 * not, French messages, and the e-mails of the account.
 */
import 'server-only'
import {
  accountOwner,
  createCustomer,
  customerExists,
  loginCustomer,
  type AccountOwner,
  type CustomerUser,
  type LoginOutcome,
} from '@/data/customers'
import { getSettings } from '@/data/site'
import { accountPagePath } from '@/domain/account/links'
import { passwordProblem } from '@/domain/account/password'
import type { Signup } from '@/domain/account/schemas'
import { badRequest, forbidden } from '@/domain/api/errors'
import { env } from '@/env'
import { clientAddress } from '@/server/http/client-address'
import { forgetAttempts, limiter, takeAttempt } from '@/server/http/rate-limit'
import { sendMail } from '@/server/mail/send'
import { isCommonPassword } from './common-passwords'
import { spendLoginTime } from './login-time'

export const ACCOUNT_MESSAGES = {
  signedUp:
    'Votre compte est créé. Un courriel vient de vous être envoyé : suivez son lien pour confirmer votre adresse mail, puis connectez-vous.',
  invalidLogin: 'E-mail ou mot de passe incorrect.',
  unverified: 'Confirmez d’abord votre adresse mail : suivez le lien du courriel reçu à votre inscription.',
  loggedOut: 'Vous êtes déconnecté.',
  loggedOutEverywhere: 'Vous êtes déconnecté de tous vos appareils.',
  passwordMailSent:
    'Si un compte existe pour cette adresse, un courriel vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.',
  passwordChanged: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  badResetLink: 'Ce lien n’est plus valable : il a déjà servi ou a expiré. Demandez-en un nouveau.',
  emailVerified: 'Votre adresse mail est confirmée : vous pouvez vous connecter.',
  badVerifyLink: 'Ce lien de confirmation n’est plus valable : il a déjà servi ou n’existe pas.',
  accountUpdated: 'Votre compte a été mis à jour.',
  accountDeleted: 'Votre compte et ses données ont été supprimés.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  passwordChangedSignedIn: 'Votre mot de passe a été modifié. Vos autres appareils sont déconnectés.',
  addressSaved: 'L’adresse a été enregistrée.',
  addressDeleted: 'L’adresse a été supprimée.',
  addressNotFound: 'Cette adresse n’existe pas.',
  verificationResent:
    'Si un compte en attente de confirmation existe pour cette adresse, un nouveau courriel de confirmation vient de lui être envoyé.',
  emailChangeSent:
    'Un courriel de confirmation vient d’être envoyé à votre nouvelle adresse : votre adresse ne change qu’après avoir suivi son lien.',
  emailChanged: 'Votre nouvelle adresse mail est confirmée : connectez-vous désormais avec elle.',
  emailUnavailable: 'Cette adresse mail ne peut pas être utilisée pour votre compte : choisissez-en une autre.',
  sameEmail: 'C’est déjà l’adresse mail de votre compte.',
  mailFailed: 'L’envoi du courriel a échoué, veuillez réessayer.',
  tagsSaved: 'Vos étiquettes de projet ont été enregistrées.',
} as const

// Per client address: 10 logins a minute, 5 signups and 5 reset requests an hour.
const loginsPerAddress = () => limiter('login-ip', 10, 60)
// Per address-and-account pair: 5 logins every 15 minutes, instead of Payload's lock of the account
// (which one address could use against a customer, and which answered faster: decision 090).
export const LOGIN_PAIR_BUDGET = { points: 5, duration: 15 * 60 } as const
const loginsPerPair = () => limiter('login-pair', LOGIN_PAIR_BUDGET.points, LOGIN_PAIR_BUDGET.duration)
const signupsPerAddress = () => limiter('signup-ip', 5, 60 * 60)
const resetsPerAddress = () => limiter('reset-ip', 5, 60 * 60)
// Per account: 3 reset e-mails an hour.
const resetsPerAccount = () => limiter('reset-account', 3, 60 * 60)
// The verification e-mail sent again: as the reset, 5 an hour per client address, 3 per account.
const resendsPerAddress = () => limiter('verify-resend-ip', 5, 60 * 60)
const resendsPerAccount = () => limiter('verify-resend-account', 3, 60 * 60)
// Signed in: 5 e-mail change requests and 5 favourites e-mails an hour per account.
const emailChangesPerAccount = () => limiter('email-change-account', 5, 60 * 60)
const wishlistMailsPerAccount = () => limiter('wishlist-account', 5, 60 * 60)
// Signed in, the current password asked again (e-mail or password change): 5 wrong ones every 15 minutes per account.
const currentPasswordChecks = () => limiter('current-password-account', 5, 15 * 60)

function addressKey(request: Request): string {
  return clientAddress(request.headers) ?? 'inconnue'
}

/** The server-side password rules (decision 083): the schema's, plus the common-password list. */
export function checkNewPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password, isCommonPassword)
  if (problem) throw badRequest(problem, [{ path: field, message: problem }])
}

export async function login(request: Request, email: string, password: string): Promise<LoginOutcome> {
  // Both attempts are taken before any password is checked, atomically: concurrent attempts cannot pass the limits.
  const pair = `${addressKey(request)}|${email.trim().toLowerCase()}`
  await takeAttempt(loginsPerAddress(), addressKey(request))
  await takeAttempt(loginsPerPair(), pair)
  if (!(await customerExists(email))) {
    await spendLoginTime(password)
    return { ok: false, reason: 'invalid' }
  }
  const outcome = await loginCustomer(email, password)
  if (outcome.ok) await forgetAttempts(loginsPerPair(), pair)
  return outcome
}

export async function signup(request: Request, data: Signup): Promise<void> {
  await takeAttempt(signupsPerAddress(), addressKey(request))
  checkNewPassword(data.password)
  const owner = await accountOwner(data.email)
  if (owner) {
    // Same answer as a new account; the owner of the address is told instead, in a mail
    // built from their own account only: nothing the requester typed reaches their mailbox.
    await mailExistingAccount(owner)
    return
  }
  await createCustomer(data)
}

export async function limitResetRequest(request: Request, email: string): Promise<void> {
  await takeAttempt(resetsPerAddress(), addressKey(request))
  await takeAttempt(resetsPerAccount(), email.toLowerCase())
}

export async function limitVerificationResend(request: Request, email: string): Promise<void> {
  await takeAttempt(resendsPerAddress(), addressKey(request))
  await takeAttempt(resendsPerAccount(), email.toLowerCase())
}

export async function limitEmailChange(customer: CustomerUser): Promise<void> {
  await takeAttempt(emailChangesPerAccount(), String(customer.id))
}

/** Before the current password is checked (it once counted towards Payload's lock, now off). */
export async function limitCurrentPasswordCheck(customer: CustomerUser): Promise<void> {
  await takeAttempt(currentPasswordChecks(), String(customer.id))
}

/** The right current password gives the account its checks back: only wrong ones add up. */
export async function currentPasswordAccepted(customer: CustomerUser): Promise<void> {
  await forgetAttempts(currentPasswordChecks(), String(customer.id))
}

export async function limitWishlistMail(customer: CustomerUser): Promise<void> {
  await takeAttempt(wishlistMailsPerAccount(), String(customer.id))
}

async function mailExistingAccount(owner: AccountOwner): Promise<void> {
  const brand = (await getSettings('fr')).brandName
  const site = env.SITE_URL.replace(/\/+$/, '')
  await sendMail({
    to: owner.email,
    subject: `${brand} — vous avez déjà un compte`,
    content: {
      brand,
      title: 'Vous avez déjà un compte',
      paragraphs: [
        owner.firstname ? `Bonjour ${owner.firstname},` : 'Bonjour,',
        'Quelqu’un (peut-être vous) a voulu créer un compte avec cette adresse mail, qui en a déjà un. Aucun nouveau compte n’a été créé.',
      ],
      action: { label: 'Me connecter', href: `${site}${accountPagePath('login', owner.audience)}` },
      closing: [`Mot de passe oublié ? ${site}${accountPagePath('forgotPassword', owner.audience)}`],
    },
  })
}

/** What the customer's own pages and the API show of the account: no secret, no staff field but the approval. */
export function accountView(user: CustomerUser) {
  return {
    id: user.id,
    email: user.email,
    audience: user.audience,
    civility: user.civility ?? null,
    lastname: user.lastname,
    firstname: user.firstname,
    phone: user.phone ?? null,
    company: user.company ?? null,
    siret: user.siret ?? null,
    function: user.function ?? null,
    proStatus: user.audience === 'pro' ? (user.proStatus ?? 'pending') : null,
    favourites: Array.isArray(user.favourites) ? user.favourites : [],
    tags: user.tags ?? [],
    /** The new address waiting for its link to be followed (null: none, or its link has expired). */
    pendingEmail: pendingEmailOf(user),
  }
}

function pendingEmailOf(user: CustomerUser, now = Date.now()): string | null {
  const expiresAt = user.pendingEmailExpiresAt ? Date.parse(user.pendingEmailExpiresAt) : NaN
  return user.pendingEmail && expiresAt > now ? user.pendingEmail : null
}

export function unverifiedProblem() {
  return forbidden(ACCOUNT_MESSAGES.unverified)
}
