import 'server-only'
import { getJobBySlug, getJobs, getTrainingSessions, type TrainingSessionView } from '@/data/forms'
import { matchJobs, readJobFilters, type Job, type JobFilters } from '@/domain/careers/jobs'
import type { BreadcrumbSubject } from '@/domain/navigation/breadcrumb'
import type { Route } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'

/** Views of the form routes (contact, worksite start, careers, trainings, confirmation). */
export type FormView =
  | { kind: 'contact' }
  | { kind: 'worksiteStart' }
  | { kind: 'careers'; all: Job[]; jobs: Job[]; filters: JobFilters }
  | { kind: 'job'; job: Job }
  | { kind: 'spontaneousApplication' }
  | { kind: 'trainings'; sessions: TrainingSessionView[]; renderedAt: string }
  | { kind: 'confirmation' }

export interface LoadedForm {
  view: FormView
  title: string
  description: string | null
  noindex?: boolean
  subject: BreadcrumbSubject
}

/** `undefined`: not a form route; `null`: 404 (unknown careers filter). */
export async function loadFormView(route: Route, m: Messages): Promise<LoadedForm | null | undefined> {
  const title = m.routes[route.name]
  const subject: BreadcrumbSubject = { kind: 'route', title }
  switch (route.name) {
    case 'contact':
      return { view: { kind: 'contact' }, title, description: m.forms.contactIntro, subject }
    case 'worksiteStart':
      return { view: { kind: 'worksiteStart' }, title, description: m.forms.worksiteIntro, subject }
    case 'spontaneousApplication':
      return { view: { kind: 'spontaneousApplication' }, title, description: m.forms.spontaneousIntro, subject }
    case 'confirmation':
      return { view: { kind: 'confirmation' }, title: m.forms.confirmationTitle, description: null, noindex: true, subject }
    case 'careers': {
      const filters = readJobFilters(route.filters)
      if (!filters) return null
      const all = await getJobs()
      const jobs = matchJobs(all, filters)
      // A filtered listing is not a page of its own for search engines.
      return { view: { kind: 'careers', all, jobs, filters }, title, description: m.forms.careersIntro, noindex: (route.filters?.length ?? 0) > 0, subject }
    }
    case 'trainings':
      return { view: { kind: 'trainings', sessions: await getTrainingSessions(), renderedAt: new Date().toISOString() }, title, description: m.forms.trainingsIntro, subject }
    default:
      return undefined
  }
}

/** A job offer reached by the catch-all slug (after CMS pages). */
export async function loadJobView(slug: string | undefined): Promise<LoadedForm | null> {
  const job = slug === undefined ? null : await getJobBySlug(slug)
  if (!job) return null
  return { view: { kind: 'job', job }, title: job.title, description: job.summary || null, subject: { kind: 'page', title: job.title, type: 'job' } }
}
