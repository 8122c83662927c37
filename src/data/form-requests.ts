/**
 * What the forms store and read in Payload: the requests (staff-only collections), the
 * job a candidate applies to, training seats and the contest's entries. System writes
 * (the visitor is anonymous and the collections are staff-only to read); reads of
 * public content go through access control. Takes the Payload instance so that the
 * integration tests call the same code as the API.
 */
import 'server-only'
import type { Payload } from 'payload'
import type { Application, Contact, LandingEntry, Training, Worksite } from '@/domain/forms/schemas'
import { releaseSeats, takeSeats } from '@/payload/collections/training-sessions/seats'

/**
 * Writes of the forms: system access, pages revalidated. `context` is a new object at each spread:
 * Payload keeps the one it is given as the request's context, and the S3 storage plugin leaves its
 * `skipCloudStorage` flag on it after an upload, so with one shared object every CV after the
 * first skipped the bucket (decision 096; payloadcms/payload#17546, open).
 */
const SYSTEM = {
  overrideAccess: true,
  get context() {
    return { disableRevalidate: false }
  },
} as const

export async function storeContact(payload: Payload, data: Contact, sentTo: string): Promise<{ id: number }> {
  // The audience only chooses the profiles offered: the profile itself says who wrote.
  const { target: _audience, ...fields } = data
  const doc = await payload.create({ ...SYSTEM, collection: 'contact-requests', data: { ...fields, sentTo } })
  return { id: doc.id }
}

export async function storeWorksite(payload: Payload, data: Worksite): Promise<{ id: number }> {
  const doc = await payload.create({ ...SYSTEM, collection: 'worksite-starts', data })
  return { id: doc.id }
}

/** Title of an active job offer, null when it does not exist or is closed. */
export async function activeJobTitle(payload: Payload, id: number): Promise<string | null> {
  const job = await payload.find({
    collection: 'jobs',
    where: { id: { equals: id }, active: { equals: true } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return job.docs[0]?.title ?? null
}

/** The CV (private file) then the application; the CV is removed again if the application fails. */
export async function storeApplication(
  payload: Payload,
  data: Application,
  cv: { data: Buffer; mime: string; name: string },
  now: Date,
): Promise<{ id: number }> {
  const file = await payload.create({
    ...SYSTEM,
    collection: 'cvs',
    data: {},
    file: { data: cv.data, mimetype: cv.mime, name: cv.name, size: cv.data.length },
  })
  try {
    const { consent: _consent, ...fields } = data
    const doc = await payload.create({
      ...SYSTEM,
      collection: 'job-applications',
      data: { ...fields, cv: file.id, lastContactAt: now.toISOString() },
    })
    return { id: doc.id }
  } catch (error) {
    await payload.delete({ ...SYSTEM, collection: 'cvs', id: file.id }).catch(() => undefined)
    throw error
  }
}

export interface TrainingSessionFacts {
  id: number
  title: string
  startsAt: string
  place: string
  seats: number
  booked: number
}

export async function trainingSession(payload: Payload, id: number): Promise<TrainingSessionFacts | null> {
  const session = await payload.findByID({ collection: 'training-sessions', id, depth: 0, disableErrors: true, overrideAccess: false })
  return (
    session && {
      id: session.id,
      title: session.title,
      startsAt: session.startsAt,
      place: session.place,
      seats: session.seats,
      booked: session.booked,
    }
  )
}

/**
 * Takes the seats with one conditional update, then stores the registration (seats given
 * back if that fails). Null when the seats are no longer free.
 */
export async function storeTrainingRegistration(payload: Payload, data: Training, count: number): Promise<{ id: number } | null> {
  if (!(await takeSeats(payload, data.session, count))) return null
  try {
    const { consent: _consent, ...fields } = data
    const doc = await payload.create({ ...SYSTEM, collection: 'training-registrations', data: { ...fields, count } })
    return { id: doc.id }
  } catch (error) {
    await releaseSeats(payload, data.session, count)
    throw error
  }
}

export interface LandingFacts {
  id: number
  title: string
  opensAt: string
  closesAt: string
  stores: { id: string; name: string; city: string }[]
}

export async function landingByName(payload: Payload, technicalName: string): Promise<LandingFacts | null> {
  const found = await payload.find({
    collection: 'landings',
    where: { technicalName: { equals: technicalName } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const landing = found.docs[0]
  if (!landing) return null
  const stores = (landing.stores ?? []).flatMap((s) => (s.id ? [{ id: s.id, name: s.name, city: s.city }] : []))
  return { id: landing.id, title: landing.title, opensAt: landing.opensAt, closesAt: landing.closesAt, stores }
}

export async function hasLandingEntry(payload: Payload, landing: number, email: string): Promise<boolean> {
  const duplicate = await payload.count({
    collection: 'landing-entries',
    where: { landing: { equals: landing }, email: { equals: email } },
    overrideAccess: true,
  })
  return duplicate.totalDocs > 0
}

export async function storeLandingEntry(payload: Payload, landing: number, data: LandingEntry, store: string): Promise<{ id: number }> {
  const { consent: _consent, landing: _technicalName, ...fields } = data
  const doc = await payload.create({ ...SYSTEM, collection: 'landing-entries', data: { ...fields, landing: landing, store } })
  return { id: doc.id }
}
