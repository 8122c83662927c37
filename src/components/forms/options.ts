import { CIVILITIES, COUNTRIES, profilesFor, SUBJECTS } from '@/domain/forms/options'
import type { Target } from '@/domain/routing/types'

/** The fixed lists as select/radio options. */
export const civilityOptions = CIVILITIES.map((c) => ({ value: c.code, label: c.label }))
/** The contact profiles offered to an audience (private situations or trades). */
export const profileOptions = (target: Target) => profilesFor(target).map((p) => ({ value: p.code, label: p.label }))
export const subjectOptions = SUBJECTS.map((s) => ({ value: s.code, label: s.label }))
export const countryOptions = COUNTRIES.map((c) => ({ value: c.iso, label: c.name }))

/** The same options with their labels in another language, by value (the English contact form). */
export function relabel<V extends string>(options: readonly { value: V; label: string }[], labels: Record<V, string>) {
  return options.map((option) => ({ ...option, label: labels[option.value] }))
}
