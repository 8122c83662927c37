import type { ResolvedPage } from '@/loaders/resolve'
import type { ViewContext } from '@/loaders/types'
import { CareersPage, ConfirmationPage, ContactPage, JobPage, SpontaneousApplicationPage, TrainingsPage, WorksiteStartPage } from './FormPages'

/** Body of the form routes; null for the other views. */
export function FormViews({ ctx, resolved }: { ctx: ViewContext; resolved: ResolvedPage }) {
  const { view, title } = resolved
  switch (view.kind) {
    case 'contact':
      return <ContactPage ctx={ctx} title={title} />
    case 'worksiteStart':
      return <WorksiteStartPage ctx={ctx} title={title} />
    case 'confirmation':
      return <ConfirmationPage ctx={ctx} />
    case 'careers':
      return <CareersPage ctx={ctx} title={title} all={view.all} jobs={view.jobs} filters={view.filters} />
    case 'job':
      return <JobPage ctx={ctx} job={view.job} />
    case 'spontaneousApplication':
      return <SpontaneousApplicationPage ctx={ctx} title={title} />
    case 'trainings':
      return <TrainingsPage ctx={ctx} title={title} sessions={view.sessions} renderedAt={view.renderedAt} />
    default:
      return null
  }
}
