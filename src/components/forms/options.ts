import { CIVILITIES, COUNTRIES, PROFILES, SUBJECTS } from '@/domain/forms/options'

/** The fixed lists as select/radio options. */
export const civilityOptions = CIVILITIES.map((c) => ({ value: c.code, label: c.label }))
export const profileOptions = PROFILES.map((p) => ({ value: p.code, label: p.label }))
export const subjectOptions = SUBJECTS.map((s) => ({ value: s.code, label: s.label }))
export const countryOptions = COUNTRIES.map((c) => ({ value: c.iso, label: c.name }))
