import type { Payload } from 'payload'
import { CONTEST, JOBS, SESSIONS } from '@/payload/seed/demo/forms'
import { WRITE } from '../util'
import { nearestTrainingDay } from '@/domain/forms/training'

const DAY = 24 * 60 * 60 * 1000

/** Job offers, looked up by slug. */
export async function seedJobs(payload: Payload, now = new Date()): Promise<number> {
  let created = 0
  for (const job of JOBS) {
    const found = await payload.find({ collection: 'jobs', where: { slug: { equals: job.slug } }, limit: 1, depth: 0 })
    if (found.docs.length > 0) continue
    const { daysAgo, ...data } = job
    await payload.create({
      ...WRITE,
      collection: 'jobs',
      data: { ...data, active: true, publishedAt: new Date(now.getTime() - daysAgo * DAY).toISOString() },
    })
    created += 1
  }
  return created
}

/** Training sessions relative to the seed day (09:00 Paris in winter), on working days, looked up by title and place. */
export async function seedTrainingSessions(payload: Payload, now = new Date()): Promise<number> {
  let created = 0
  for (const session of SESSIONS) {
    const found = await payload.find({
      collection: 'training-sessions',
      where: { title: { equals: session.title }, place: { equals: session.place } },
      limit: 1,
      depth: 0,
    })
    if (found.docs.length > 0) continue
    const target = new Date(now.getTime() + session.inDays * DAY)
    target.setUTCHours(8, 0, 0, 0)
    // On a working day, as a training centre plans them: at most a few days from the target.
    const startsAt = nearestTrainingDay(target)
    const { inDays: _inDays, ...data } = session
    await payload.create({ ...WRITE, collection: 'training-sessions', data: { ...data, startsAt: startsAt.toISOString() } })
    created += 1
  }
  return created
}

/** The contest (spec "landing contest 2024"), open from a month ago to two months ahead. */
export async function seedContest(payload: Payload, now = new Date()): Promise<void> {
  const found = await payload.find({
    collection: 'landings',
    where: { technicalName: { equals: CONTEST.technicalName } },
    limit: 1,
    depth: 0,
  })
  if (found.docs.length > 0) return
  await payload.create({
    ...WRITE,
    collection: 'landings',
    data: {
      ...CONTEST,
      stores: CONTEST.stores.map((s) => ({ ...s })),
      opensAt: new Date(now.getTime() - 30 * DAY).toISOString(),
      closesAt: new Date(now.getTime() + 60 * DAY).toISOString(),
    },
  })
}

export async function seedForms(payload: Payload): Promise<string> {
  const jobs = await seedJobs(payload)
  const sessions = await seedTrainingSessions(payload)
  await seedContest(payload)
  return `${jobs} offre(s), ${sessions} session(s) de formation, jeu-concours`
}
