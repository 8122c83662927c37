import 'server-only'
import type { Job } from '@/domain/careers/jobs'
import type { LandingView } from '@/domain/forms/landing'
import type { TrainingSessionView } from '@/domain/forms/training'
import type { Job as JobDoc, Landing as LandingDoc, TrainingSession as SessionDoc } from '@/payload-types'
import { TAGS } from '@/freshness'
import { cached } from './cache'
import { payloadClient } from './payload'

/** Job offers, training sessions and contests as the public pages use them. */

function mapJob(doc: JobDoc): Job {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    contract: doc.contract,
    function: doc.function,
    experience: doc.experience,
    place: doc.place,
    summary: doc.summary ?? '',
    description: doc.description,
    publishedAt: doc.publishedAt ?? null,
  }
}

export function getJobs(): Promise<Job[]> {
  return cached(
    async () => {
      const payload = await payloadClient()
      const found = await payload.find({
        collection: 'jobs',
        where: { active: { equals: true } },
        sort: '-publishedAt',
        limit: 200,
        depth: 0,
        pagination: false,
        overrideAccess: false,
      })
      return found.docs.map(mapJob)
    },
    ['jobs'],
    [TAGS.jobs],
  )
}

export async function getJobBySlug(slug: string): Promise<Job | null> {
  return (await getJobs()).find((job) => job.slug === slug) ?? null
}

function mapSession(doc: SessionDoc): TrainingSessionView {
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.summary ?? '',
    startsAt: doc.startsAt,
    duration: doc.duration ?? '',
    place: doc.place,
    seats: doc.seats,
    booked: doc.booked,
  }
}

/** Sessions from today on, soonest first. */
export function getTrainingSessions(): Promise<TrainingSessionView[]> {
  return cached(
    async () => {
      const payload = await payloadClient()
      const today = new Date()
      today.setUTCHours(0, 0, 0, 0)
      const found = await payload.find({
        collection: 'training-sessions',
        where: { startsAt: { greater_than_equal: today.toISOString() } },
        sort: 'startsAt',
        limit: 100,
        depth: 0,
        pagination: false,
        overrideAccess: false,
      })
      return found.docs.map(mapSession)
    },
    ['training-sessions'],
    [TAGS.trainings],
  )
}

function mapLanding(doc: LandingDoc): LandingView {
  return {
    id: doc.id,
    technicalName: doc.technicalName,
    title: doc.title,
    intro: doc.intro ?? '',
    question: doc.question,
    opensAt: doc.opensAt,
    closesAt: doc.closesAt,
    rules: doc.rules ?? '',
    stores: (doc.stores ?? []).map((s) => ({ id: s.id ?? '', name: s.name, city: s.city })).filter((s) => s.id !== ''),
  }
}

/** Every contest landing page readable by visitors (site map, sitemap.xml, the landing route). */
export function getLandings(): Promise<LandingView[]> {
  return cached(
    async () => {
      const payload = await payloadClient()
      const found = await payload.find({ collection: 'landings', limit: 50, depth: 0, pagination: false, overrideAccess: false })
      return found.docs.map(mapLanding)
    },
    ['landings'],
    [TAGS.landings],
  )
}

export async function getLanding(technicalName: string): Promise<LandingView | null> {
  return (await getLandings()).find((l) => l.technicalName === technicalName) ?? null
}

export async function getLandingById(id: number): Promise<LandingView | null> {
  return (await getLandings()).find((l) => l.id === id) ?? null
}
