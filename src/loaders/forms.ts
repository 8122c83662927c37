/** Loaders of the form routes: contact, worksite start, careers and job offers, trainings, confirmation. */
import 'server-only'
import { getJobBySlug, getJobs, getTrainingSessions } from '@/data/forms'
import { matchJobs, readJobFilters } from '@/domain/careers/jobs'
import type { Route } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'
import type { LoadedPage, PageLoader, View } from './types'

/** A form page with no data: its view, its title and its introduction. */
function staticForm(view: View, intro: (m: Messages) => string): PageLoader {
  return {
    async load(route, { m }) {
      const title = m.routes[route.name]
      return { view, title, description: intro(m), subject: { kind: 'route', title } }
    },
  }
}

export const contactLoader = staticForm({ kind: 'contact' }, (m) => m.forms.contactIntro)
export const worksiteStartLoader = staticForm({ kind: 'worksiteStart' }, (m) => m.forms.worksiteIntro)
export const spontaneousApplicationLoader = staticForm({ kind: 'spontaneousApplication' }, (m) => m.forms.spontaneousIntro)

export const confirmationLoader: PageLoader = {
  async load(route, { m }) {
    return {
      view: { kind: 'confirmation' },
      title: m.forms.confirmationTitle,
      description: null,
      noindex: true,
      subject: { kind: 'route', title: m.routes[route.name] },
    }
  },
}

/** Careers: null (404) for an unknown filter. */
export const careersLoader: PageLoader = {
  async load(route, { m }) {
    const filters = readJobFilters(route.filters)
    if (!filters) return null
    const all = await getJobs()
    const title = m.routes[route.name]
    return {
      view: { kind: 'careers', all, jobs: matchJobs(all, filters), filters },
      title,
      description: m.forms.careersIntro,
      // A filtered listing is not a page of its own for search engines.
      noindex: (route.filters?.length ?? 0) > 0,
      subject: { kind: 'route', title },
    }
  },
}

export const trainingsLoader: PageLoader = {
  async load(route, { m }) {
    const title = m.routes[route.name]
    return {
      view: { kind: 'trainings', sessions: await getTrainingSessions(), renderedAt: new Date().toISOString() },
      title,
      description: m.forms.trainingsIntro,
      subject: { kind: 'route', title },
    }
  },
}

/** A job offer, reached by the CMS-page address when no page has the slug (French only). */
export const jobLoader: PageLoader = {
  async load(route): Promise<LoadedPage | null> {
    const job = route.locale === 'fr' && route.slug !== undefined ? await getJobBySlug(route.slug) : null
    if (!job) return null
    return {
      view: { kind: 'job', job },
      title: job.title,
      description: job.summary || null,
      subject: { kind: 'page', title: job.title, type: 'job' },
    }
  },
}

export async function jobExists(route: Route): Promise<boolean> {
  return route.locale === 'fr' && route.slug !== undefined && (await getJobBySlug(route.slug)) !== null
}
