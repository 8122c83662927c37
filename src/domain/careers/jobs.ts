/**
 * Job offers: the option lists and the careers listing filters (spec §2: up to 4 filter
 * segments `_CODE__value` on /carrieres). Pure.
 */
import { slugify } from '@/domain/format/slug'
import type { Filter } from '@/domain/routing/types'

export const CONTRACTS = [
  { code: 'cdi', label: 'CDI' },
  { code: 'cdd', label: 'CDD' },
  { code: 'alternance', label: 'Alternance' },
  { code: 'stage', label: 'Stage' },
  { code: 'interim', label: 'Intérim' },
] as const

export const FUNCTIONS = [
  { code: 'commercial', label: 'Commercial et ventes' },
  { code: 'technique', label: 'Assistance technique' },
  { code: 'production', label: 'Production' },
  { code: 'logistique', label: 'Logistique' },
  { code: 'recherche', label: 'Recherche et développement' },
  { code: 'administration', label: 'Administration et finance' },
] as const

export const EXPERIENCES = [
  { code: 'debutant', label: 'Débutant accepté' },
  { code: 'confirme', label: '2 à 5 ans' },
  { code: 'experimente', label: 'Plus de 5 ans' },
] as const

export interface Job {
  id: number
  title: string
  slug: string
  contract: string
  function: string
  experience: string
  place: string
  summary: string
  description: string
  publishedAt: string | null
}

/** The four filters of /carrieres, in URL order. */
export const JOB_FILTERS = [
  { code: 'CONTRAT', field: 'contract', label: 'Contrat' },
  { code: 'LIEU', field: 'place', label: 'Lieu' },
  { code: 'FONCTION', field: 'function', label: 'Fonction' },
  { code: 'EXPERIENCE', field: 'experience', label: 'Expérience' },
] as const
export type JobFilterCode = (typeof JOB_FILTERS)[number]['code']

export function labelOfOption(list: readonly { code: string; label: string }[], code: string): string {
  return list.find((o) => o.code === code)?.label ?? code
}

/** The URL value of a job for a filter (the place is slugged: "Lyon (69)" → "lyon-69"). */
export function filterValue(job: Job, code: JobFilterCode): string {
  switch (code) {
    case 'CONTRAT':
      return job.contract
    case 'LIEU':
      return slugify(job.place)
    case 'FONCTION':
      return job.function
    case 'EXPERIENCE':
      return job.experience
  }
}

/** Label of a filter value among the offers (for the options and the active filters). */
export function filterValueLabel(jobs: Job[], code: JobFilterCode, value: string): string {
  switch (code) {
    case 'CONTRAT':
      return labelOfOption(CONTRACTS, value)
    case 'FONCTION':
      return labelOfOption(FUNCTIONS, value)
    case 'EXPERIENCE':
      return labelOfOption(EXPERIENCES, value)
    case 'LIEU':
      return jobs.find((job) => slugify(job.place) === value)?.place ?? value
  }
}

export type JobFilters = Partial<Record<JobFilterCode, string>>

/** Reads the URL filters; null when a code is unknown or repeated (→ 404). */
export function readJobFilters(filters: Filter[] | undefined): JobFilters | null {
  const out: JobFilters = {}
  for (const filter of filters ?? []) {
    const known = JOB_FILTERS.find((f) => f.code === filter.code)
    if (!known || out[known.code] !== undefined) return null
    out[known.code] = filter.value
  }
  return out
}

/** Writes the filters back in the canonical order. */
export function writeJobFilters(filters: JobFilters): Filter[] {
  return JOB_FILTERS.flatMap((f) => (filters[f.code] ? [{ code: f.code, value: filters[f.code] as string }] : []))
}

export function matchJobs(jobs: Job[], filters: JobFilters): Job[] {
  return jobs.filter((job) => JOB_FILTERS.every((f) => filters[f.code] === undefined || filterValue(job, f.code) === filters[f.code]))
}

/** The options of one filter: the values present among the offers matching the other filters, with counts. */
export function filterOptions(jobs: Job[], filters: JobFilters, code: JobFilterCode): { value: string; label: string; count: number }[] {
  const others = { ...filters }
  delete others[code]
  const counts = new Map<string, number>()
  for (const job of matchJobs(jobs, others)) {
    const value = filterValue(job, code)
    counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts.entries()]
    .map(([value, count]) => ({ value, label: filterValueLabel(jobs, code, value), count }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'))
}

/** Job description text → paragraphs and bullet lists. */
export type DescriptionBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] } | { kind: 'h'; text: string }
export function descriptionBlocks(text: string): DescriptionBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): DescriptionBlock => {
      const lines = chunk.split('\n').map((line) => line.trim())
      if (lines.every((line) => line.startsWith('- '))) return { kind: 'ul', items: lines.map((line) => line.slice(2)) }
      if (lines.length === 1 && lines[0]?.startsWith('## ')) return { kind: 'h', text: lines[0].slice(3) }
      return { kind: 'p', text: lines.join(' ') }
    })
}
