import {
  CONTRACTS,
  descriptionBlocks,
  EXPERIENCES,
  filterOptions,
  FUNCTIONS,
  JOB_FILTERS,
  labelOfOption,
  writeJobFilters,
  type Job,
  type JobFilters,
} from '@/domain/careers/jobs'
import { SUPPORT_HOURS_EN } from '@/domain/forms/english'
import { HANDLING_HOURS, SUPPORT_HOURS } from '@/domain/forms/options'
import type { TrainingSessionView } from '@/domain/forms/training'
import { build, routeExists } from '@/domain/routing/routes'
import { format, plural } from '@/i18n/template'
import { labelled } from '@/i18n/punctuation'
import { Intro } from '@/components/content/Intro'
import { FilterNav } from '@/components/content/FilterNav'
import { ConfirmationMessage } from '@/components/forms/Confirmation.client'
import { ApplicationForm, ContactForm, Trainings, WorksiteForm } from '@/components/forms/lazy.client'
import formStyles from '@/components/forms/Form.module.css'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/loaders/types'
import listing from '@/components/content/Listing.module.css'
import styles from './FormPages.module.css'

function confirmationHref(ctx: ViewContext): string {
  return build('confirmation', { target: ctx.target }, routeExists('confirmation', ctx.locale) ? ctx.locale : 'fr')
}

/** Spec §9: support hours and the 48-hour handling promise. */
function Support({ ctx }: { ctx: ViewContext }) {
  return (
    <aside className={formStyles.support} aria-labelledby="support-title">
      <h2 id="support-title" className={styles.supportTitle}>
        {ctx.m.forms.supportTitle}
      </h2>
      <p>{format(ctx.m.forms.supportHours, { hours: ctx.locale === 'en' ? SUPPORT_HOURS_EN : SUPPORT_HOURS })}</p>
      <p>{format(ctx.m.forms.handling, { hours: HANDLING_HOURS })}</p>
    </aside>
  )
}

export function ContactPage({ ctx, title }: { ctx: ViewContext; title: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <Intro title={title} text={ctx.m.forms.contactIntro} />
      <Support ctx={ctx} />
      <ContactForm confirmationHref={confirmationHref(ctx)} target={ctx.target} language={ctx.locale} />
    </div>
  )
}

export function WorksiteStartPage({ ctx, title }: { ctx: ViewContext; title: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <Intro title={title} text={ctx.m.forms.worksiteIntro} />
      <Support ctx={ctx} />
      <WorksiteForm confirmationHref={confirmationHref(ctx)} />
    </div>
  )
}

export function ConfirmationPage({ ctx }: { ctx: ViewContext }) {
  return (
    <div className={`container ${styles.page}`}>
      <ConfirmationMessage title={ctx.m.forms.confirmationTitle} text={ctx.m.forms.confirmationText} />
      <p className={styles.actions}>
        <SmartLink href={build('home', { target: ctx.target }, ctx.locale)} className="button">
          {ctx.m.common.backHome}
        </SmartLink>
      </p>
    </div>
  )
}

function jobHref(ctx: ViewContext, job: Job): string {
  return build('cmsPage', { target: ctx.target, slug: job.slug }, 'fr')
}

function JobFacts({ job }: { job: Job }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Contrat</dt>
        <dd>{labelOfOption(CONTRACTS, job.contract)}</dd>
      </div>
      <div>
        <dt>Lieu</dt>
        <dd>{job.place}</dd>
      </div>
      <div>
        <dt>Fonction</dt>
        <dd>{labelOfOption(FUNCTIONS, job.function)}</dd>
      </div>
      <div>
        <dt>Expérience</dt>
        <dd>{labelOfOption(EXPERIENCES, job.experience)}</dd>
      </div>
    </dl>
  )
}

export function CareersPage({
  ctx,
  title,
  all,
  jobs,
  filters,
}: {
  ctx: ViewContext
  title: string
  all: Job[]
  jobs: Job[]
  filters: JobFilters
}) {
  const href = (next: JobFilters) => build('careers', { target: ctx.target, filters: writeJobFilters(next) }, 'fr')
  return (
    <div className={`container ${styles.page}`}>
      <Intro title={title} text={ctx.m.forms.careersIntro} />
      <p>
        <SmartLink href={build('spontaneousApplication', { target: ctx.target }, 'fr')} className="button">
          {ctx.m.forms.spontaneousCta}
        </SmartLink>
      </p>
      <section aria-labelledby="careers-filters" className={styles.filters}>
        <h2 id="careers-filters" className="visually-hidden">
          {ctx.m.forms.careersFilters}
        </h2>
        {JOB_FILTERS.map((filter) => {
          const without = { ...filters }
          delete without[filter.code]
          const links = [
            { key: '', label: ctx.m.forms.allValues, href: href(without), current: filters[filter.code] === undefined },
            ...filterOptions(all, filters, filter.code).map((option) => ({
              key: option.value,
              label: option.label,
              count: option.count,
              href: href({ ...filters, [filter.code]: option.value }),
              current: filters[filter.code] === option.value,
            })),
          ]
          return (
            <div key={filter.code} className={styles.filterGroup}>
              <h3 className={styles.filterTitle}>{filter.label}</h3>
              <FilterNav label={labelled(ctx.m.forms.careersFilters, filter.label, ctx.locale)} links={links} />
            </div>
          )
        })}
      </section>
      <h2 className={styles.count}>{plural(ctx.m.forms.jobsCount, jobs.length)}</h2>
      {jobs.length === 0 ? <p>{ctx.m.forms.noJobs}</p> : null}
      <ul className={styles.jobs}>
        {jobs.map((job) => (
          <li key={job.id} className={styles.job}>
            <h3>
              <SmartLink href={jobHref(ctx, job)}>{job.title}</SmartLink>
            </h3>
            <JobFacts job={job} />
            {job.summary ? <p>{job.summary}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function JobPage({ ctx, job }: { ctx: ViewContext; job: Job }) {
  return (
    <div className={`container ${styles.page}`}>
      <article>
        <header className={listing.intro}>
          <h1>{job.title}</h1>
          <JobFacts job={job} />
        </header>
        <div className="prose">
          {descriptionBlocks(job.description).map((block, i) =>
            block.kind === 'ul' ? (
              <ul key={i}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : block.kind === 'h' ? (
              <h2 key={i}>{block.text}</h2>
            ) : (
              <p key={i}>{block.text}</p>
            ),
          )}
        </div>
      </article>
      <section aria-labelledby="apply-title" className="section">
        <h2 id="apply-title">{ctx.m.forms.applyTitle}</h2>
        <ApplicationForm jobId={job.id} jobTitle={job.title} confirmationHref={confirmationHref(ctx)} />
      </section>
      <p>
        <SmartLink href={build('careers', { target: ctx.target }, 'fr')}>{ctx.m.forms.backToJobs}</SmartLink>
      </p>
    </div>
  )
}

export function SpontaneousApplicationPage({ ctx, title }: { ctx: ViewContext; title: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <Intro title={title} text={ctx.m.forms.spontaneousIntro} />
      <ApplicationForm jobId={null} jobTitle={null} confirmationHref={confirmationHref(ctx)} />
    </div>
  )
}

export function TrainingsPage({
  ctx,
  title,
  sessions,
  renderedAt,
}: {
  ctx: ViewContext
  title: string
  sessions: TrainingSessionView[]
  renderedAt: string
}) {
  return (
    <div className={`container ${styles.page}`}>
      <Intro title={title} text={ctx.m.forms.trainingsIntro} />
      <Trainings sessions={sessions} renderedAt={renderedAt} confirmationHref={confirmationHref(ctx)} />
    </div>
  )
}
