import 'server-only'
import type { Payload } from 'payload'
import {
  activeJobTitle,
  hasLandingEntry,
  landingByName,
  storeApplication,
  storeContact,
  storeLandingEntry,
  storeTrainingRegistration,
  storeWorksite,
  trainingSession,
} from '@/data/form-requests'
import { getSettings } from '@/data/site'
import { safeCvName, type CvMime } from '@/domain/careers/cv'
import { badRequest, type ApiProblem } from '@/domain/api/errors'
import { teamOfSubject } from '@/domain/forms/options'
import type { Application, Contact, LandingEntry, Training, Worksite } from '@/domain/forms/schemas'
import { isConfirmed, refusal } from '@/domain/forms/training'
import { env } from '@/env'
import { sendMail } from '@/server/mail/send'
import * as T from '@/server/mail/templates/forms'
import { teamAddress } from './recipients'

/**
 * What each form does once its input is valid and its captcha solved: store the
 * request (src/data/form-requests), e-mail the team, confirm to the visitor.
 * Stored data is what counts: a failed e-mail is logged, the visitor still gets a success.
 */

/** The brand name the e-mails are signed with (the site settings, in French). */
async function brand(): Promise<string> {
  return (await getSettings('fr')).brandName
}

async function deliver(to: string, mail: T.Mail, replyTo?: string): Promise<boolean> {
  const result = await sendMail({ to, subject: mail.subject, content: mail.content, replyTo })
  return result.ok
}

function fieldProblem(path: string, message: string): ApiProblem {
  return badRequest(message, [{ path, message }])
}

export async function submitContact(payload: Payload, data: Contact): Promise<{ id: number }> {
  const team = teamAddress(teamOfSubject(data.subject))
  const stored = await storeContact(payload, data, team)
  const name = await brand()
  await deliver(team, T.contactToTeam(name, data), data.email)
  await deliver(data.email, T.contactToVisitor(name, data))
  return stored
}

export async function submitWorksite(payload: Payload, data: Worksite): Promise<{ id: number }> {
  const stored = await storeWorksite(payload, data)
  const name = await brand()
  await deliver(teamAddress('worksite'), T.worksiteToTeam(name, data), data.email)
  await deliver(data.email, T.worksiteToVisitor(name, data))
  return stored
}

export async function submitApplication(
  payload: Payload,
  data: Application,
  cv: { data: Buffer; mime: CvMime },
  now = new Date(),
): Promise<{ id: number }> {
  let jobTitle: string | null = null
  if (data.job !== null) {
    jobTitle = await activeJobTitle(payload, data.job)
    if (jobTitle === null) throw fieldProblem('job', 'Cette offre d’emploi n’est plus disponible.')
  }
  const stored = await storeApplication(payload, data, { ...cv, name: safeCvName(data.lastname, data.firstname, cv.mime, now) }, now)
  const name = await brand()
  const adminUrl = `${env.SITE_URL.replace(/\/+$/, '')}/admin/collections/job-applications/${stored.id}`
  await deliver(teamAddress('hr'), T.applicationToTeam(name, data, jobTitle, adminUrl), data.email)
  await deliver(data.email, T.applicationToVisitor(name, data, jobTitle))
  return stored
}

export async function registerTraining(
  payload: Payload,
  data: Training,
  now = new Date(),
): Promise<{ id: number; booked: number; confirmed: boolean }> {
  const session = await trainingSession(payload, data.session)
  if (!session) throw fieldProblem('session', 'Cette session de formation n’existe pas.')
  const count = data.participants.length
  const facts = (s: { startsAt: string; seats: number; booked: number }) => ({
    startsAt: new Date(s.startsAt),
    seats: s.seats,
    booked: s.booked,
  })
  const before = refusal(facts(session), count, now)
  if (before) throw fieldProblem(before.includes('participants') ? 'participants' : 'session', before)

  const stored = await storeTrainingRegistration(payload, data, count)
  if (!stored) {
    const fresh = (await trainingSession(payload, data.session)) ?? session
    throw fieldProblem('participants', refusal(facts(fresh), count, now) ?? 'Cette session est complète.')
  }
  const after = (await trainingSession(payload, data.session)) ?? session
  const confirmed = isConfirmed(after)
  const name = await brand()
  const info = { title: session.title, startsAt: session.startsAt, place: session.place }
  await deliver(teamAddress('training'), T.trainingToTeam(name, data, info, after.booked, after.seats), data.email)
  await deliver(data.email, T.trainingToVisitor(name, data, info, confirmed))
  return { id: stored.id, booked: after.booked, confirmed }
}

export async function submitLanding(payload: Payload, data: LandingEntry, now = new Date()): Promise<{ id: number }> {
  const landing = await landingByName(payload, data.landing)
  if (!landing) throw fieldProblem('landing', 'Ce jeu-concours n’existe pas.')
  if (now < new Date(landing.opensAt) || now > new Date(landing.closesAt)) throw fieldProblem('landing', 'Ce jeu-concours est terminé.')
  const store = landing.stores.find((s) => s.id === data.store)
  if (!store) throw fieldProblem('store', 'Veuillez choisir un magasin de la liste.')
  // One entry per address, whatever its case: addresses are stored and compared in lower case.
  const entry = { ...data, email: data.email.toLowerCase() }
  if (await hasLandingEntry(payload, landing.id, entry.email))
    throw fieldProblem('email', 'Vous avez déjà participé à ce jeu-concours avec cette adresse mail.')
  const stored = await storeLandingEntry(payload, landing.id, entry, `${store.name} (${store.city})`)
  await deliver(data.email, T.landingToVisitor(await brand(), data, landing.title))
  return stored
}
