import 'server-only'
import type { Payload } from 'payload'
import { safeCvName, type CvMime } from '@/domain/careers/cv'
import { badRequest, type ApiProblem } from '@/domain/api/errors'
import { teamOfSubject } from '@/domain/forms/options'
import type { Application, Contact, LandingEntry, Training, Worksite } from '@/domain/forms/schemas'
import { isConfirmed, refusal } from '@/domain/forms/training'
import { releaseSeats, takeSeats } from '@/payload/collections/training-sessions/seats'
import { env } from '@/env'
import { sendMail } from '@/server/mail/send'
import * as T from '@/server/mail/templates/forms'
import { teamAddress } from './recipients'

/**
 * What each form does once its input is valid and its captcha solved: store the
 * request (staff-only collections), e-mail the team, confirm to the visitor. Takes the
 * Payload instance so that the integration tests call the same code as the API.
 * Stored data is what counts: a failed e-mail is logged, the visitor still gets a success.
 */
const SYSTEM = { overrideAccess: true, context: { disableRevalidate: false } } as const

async function brandOf(payload: Payload): Promise<string> {
  const found = await payload.find({ collection: 'settings', where: { code: { equals: 'brand_name' } }, limit: 1, depth: 0 })
  const value = found.docs[0]?.values?.[0]?.value
  return typeof value === 'string' && value ? value : 'Ardalis'
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
  const doc = await payload.create({ ...SYSTEM, collection: 'contact-requests', data: { ...data, sentTo: team } })
  const brand = await brandOf(payload)
  await deliver(team, T.contactToTeam(brand, data), data.email)
  await deliver(data.email, T.contactToVisitor(brand, data))
  return { id: doc.id }
}

export async function submitWorksite(payload: Payload, data: Worksite): Promise<{ id: number }> {
  const doc = await payload.create({ ...SYSTEM, collection: 'worksite-starts', data })
  const brand = await brandOf(payload)
  await deliver(teamAddress('worksite'), T.worksiteToTeam(brand, data), data.email)
  await deliver(data.email, T.worksiteToVisitor(brand, data))
  return { id: doc.id }
}

export async function submitApplication(payload: Payload, data: Application, cv: { data: Buffer; mime: CvMime }, now = new Date()): Promise<{ id: number }> {
  let jobTitle: string | null = null
  if (data.job !== null) {
    const job = await payload.find({ collection: 'jobs', where: { id: { equals: data.job }, active: { equals: true } }, limit: 1, depth: 0, overrideAccess: false })
    const found = job.docs[0]
    if (!found) throw fieldProblem('job', 'Cette offre d’emploi n’est plus disponible.')
    jobTitle = found.title
  }
  const name = safeCvName(data.lastname, data.firstname, cv.mime, now)
  const file = await payload.create({ ...SYSTEM, collection: 'cvs', data: {}, file: { data: cv.data, mimetype: cv.mime, name, size: cv.data.length } })
  let doc
  try {
    const { consent: _consent, ...fields } = data
    doc = await payload.create({ ...SYSTEM, collection: 'job-applications', data: { ...fields, cv: file.id, lastContactAt: now.toISOString() } })
  } catch (error) {
    await payload.delete({ ...SYSTEM, collection: 'cvs', id: file.id }).catch(() => undefined)
    throw error
  }
  const brand = await brandOf(payload)
  const adminUrl = `${env.SITE_URL.replace(/\/+$/, '')}/admin/collections/job-applications/${doc.id}`
  await deliver(teamAddress('hr'), T.applicationToTeam(brand, data, jobTitle, adminUrl), data.email)
  await deliver(data.email, T.applicationToVisitor(brand, data, jobTitle))
  return { id: doc.id }
}

export async function registerTraining(payload: Payload, data: Training, now = new Date()): Promise<{ id: number; booked: number; confirmed: boolean }> {
  const load = () => payload.findByID({ collection: 'training-sessions', id: data.session, depth: 0, disableErrors: true })
  const session = await load()
  if (!session) throw fieldProblem('session', 'Cette session de formation n’existe pas.')
  const count = data.participants.length
  const facts = () => ({ startsAt: new Date(session.startsAt), seats: session.seats, booked: session.booked })
  const before = refusal(facts(), count, now)
  if (before) throw fieldProblem(before.includes('participants') ? 'participants' : 'session', before)

  if (!(await takeSeats(payload, session.id, count))) {
    const fresh = (await load()) ?? session
    const message = refusal({ startsAt: new Date(fresh.startsAt), seats: fresh.seats, booked: fresh.booked }, count, now) ?? 'Cette session est complète.'
    throw fieldProblem('participants', message)
  }
  let doc
  try {
    const { consent: _consent, ...fields } = data
    doc = await payload.create({ ...SYSTEM, collection: 'training-registrations', data: { ...fields, count } })
  } catch (error) {
    await releaseSeats(payload, session.id, count)
    throw error
  }
  const after = (await load()) ?? session
  const confirmed = isConfirmed(after)
  const brand = await brandOf(payload)
  const info = { title: session.title, startsAt: session.startsAt, place: session.place }
  await deliver(teamAddress('training'), T.trainingToTeam(brand, data, info, after.booked, after.seats), data.email)
  await deliver(data.email, T.trainingToVisitor(brand, data, info, confirmed))
  return { id: doc.id, booked: after.booked, confirmed }
}

export async function submitLanding(payload: Payload, data: LandingEntry, now = new Date()): Promise<{ id: number }> {
  const found = await payload.find({ collection: 'landings', where: { technicalName: { equals: data.landing } }, limit: 1, depth: 0 })
  const landing = found.docs[0]
  if (!landing) throw fieldProblem('landing', 'Ce jeu-concours n’existe pas.')
  if (now < new Date(landing.opensAt) || now > new Date(landing.closesAt)) throw fieldProblem('landing', 'Ce jeu-concours est terminé.')
  const store = (landing.stores ?? []).find((s) => s.id === data.store)
  if (!store) throw fieldProblem('store', 'Veuillez choisir un magasin de la liste.')
  const duplicate = await payload.count({ collection: 'landing-entries', where: { landing: { equals: landing.id }, email: { equals: data.email } }, overrideAccess: true })
  if (duplicate.totalDocs > 0) throw fieldProblem('email', 'Vous avez déjà participé à ce jeu-concours avec cette adresse mail.')
  const { consent: _consent, landing: _technicalName, ...fields } = data
  const doc = await payload.create({ ...SYSTEM, collection: 'landing-entries', data: { ...fields, landing: landing.id, store: `${store.name} (${store.city})` } })
  const brand = await brandOf(payload)
  await deliver(data.email, T.landingToVisitor(brand, data, landing.title))
  return { id: doc.id }
}
