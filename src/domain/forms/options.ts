/**
 * Fixed lists of the forms (spec §3): civilities, contact profiles, countries, contact
 * subjects, CV limits. Pure data, served by GET /api/v1/civility|profile|country.
 */
import type { Target } from '@/domain/routing/types'

export const CIVILITIES = [
  { code: 'mme', label: 'Madame' },
  { code: 'm', label: 'Monsieur' },
] as const
export type Civility = (typeof CIVILITIES)[number]['code']
export const CIVILITY_CODES = CIVILITIES.map((c) => c.code) as unknown as readonly [Civility, ...Civility[]]

/**
 * Contact profiles (spec §3), per audience (issue 22): a private customer chooses among
 * private situations, a professional among trades; `other` is offered to both. The
 * codes are stored on the contact request; the API refuses a profile of the other
 * audience (`profilesFor`, checked by the contact schema).
 */
export const PROFILES = [
  { code: 'painting-company', label: 'Entreprise de peinture / revêtements de sols', targets: ['pro'] },
  { code: 'plasterer', label: 'Plâtrier, plaquiste', targets: ['pro'] },
  { code: 'facade-company', label: 'Façadier, ravaleur', targets: ['pro'] },
  { code: 'decoration-company', label: 'Entreprise de décoration', targets: ['pro'] },
  { code: 'building-company', label: 'Entreprise générale du bâtiment', targets: ['pro'] },
  { code: 'merchant', label: 'Négoce / distributeur en décoration', targets: ['pro'] },
  { code: 'specifier', label: 'Architecte, maître d’œuvre, prescripteur', targets: ['pro'] },
  { code: 'private', label: 'Particulier', targets: ['part'] },
  { code: 'homeowner', label: 'Propriétaire occupant', targets: ['part'] },
  { code: 'tenant', label: 'Locataire', targets: ['part'] },
  { code: 'landlord', label: 'Propriétaire bailleur', targets: ['part'] },
  { code: 'co-ownership', label: 'Copropriété, conseil syndical', targets: ['part'] },
  { code: 'other', label: 'Autre', targets: ['pro', 'part'] },
] as const satisfies readonly { code: string; label: string; targets: readonly Target[] }[]
export type Profile = (typeof PROFILES)[number]['code']
export const PROFILE_CODES = PROFILES.map((p) => p.code) as unknown as readonly [Profile, ...Profile[]]

/** The profiles offered to an audience, in display order. */
export function profilesFor(target: Target): { code: Profile; label: string }[] {
  return PROFILES.filter((p) => (p.targets as readonly Target[]).includes(target)).map(({ code, label }) => ({ code, label }))
}

/** Countries of the regional sites (spec §3), France first. */
export const COUNTRIES = [
  { iso: 'FR', name: 'France' },
  { iso: 'BE', name: 'Belgique' },
  { iso: 'NL', name: 'Pays-Bas' },
  { iso: 'GB', name: 'Royaume-Uni' },
  { iso: 'CH', name: 'Suisse' },
  { iso: 'ES', name: 'Espagne' },
  { iso: 'PL', name: 'Pologne' },
  { iso: 'TN', name: 'Tunisie' },
  { iso: 'AE', name: 'Émirats arabes unis' },
  { iso: 'LB', name: 'Liban' },
  { iso: 'MA', name: 'Maroc' },
] as const
export type CountryIso = (typeof COUNTRIES)[number]['iso']
export const COUNTRY_CODES = COUNTRIES.map((c) => c.iso) as unknown as readonly [CountryIso, ...CountryIso[]]

/**
 * Contact subjects; each is routed to one team mailbox (addresses from env, see
 * src/server/forms/recipients.ts and decision 066).
 */
export const SUBJECTS = [
  { code: 'technical', label: 'Question technique sur un produit', team: 'technical' },
  { code: 'quote', label: 'Demande commerciale / tarifs', team: 'sales' },
  { code: 'distribution', label: 'Où acheter / devenir distributeur', team: 'sales' },
  { code: 'training', label: 'Formations', team: 'training' },
  { code: 'careers', label: 'Emploi et candidatures', team: 'hr' },
  { code: 'other', label: 'Autre demande', team: 'contact' },
] as const
export type Subject = (typeof SUBJECTS)[number]['code']
export type Team = (typeof SUBJECTS)[number]['team'] | 'worksite'
export const SUBJECT_CODES = SUBJECTS.map((s) => s.code) as unknown as readonly [Subject, ...Subject[]]

export function teamOfSubject(subject: Subject): Team {
  return SUBJECTS.find((s) => s.code === subject)?.team ?? 'contact'
}

export function labelOf<T extends { code: string; label: string }>(list: readonly T[], code: string): string {
  return list.find((item) => item.code === code)?.label ?? code
}

/** CV upload (spec §5 mentions a "file too heavy" message; limit chosen in decision 067). */
export const CV_MAX_BYTES = 5 * 1024 * 1024
export const CV_TOO_HEAVY = 'Le fichier est trop lourd : 5 Mo maximum.'
export const CV_BAD_TYPE = 'Le CV doit être un fichier PDF, DOC ou DOCX.'
export const CV_REQUIRED = 'Veuillez joindre votre CV.'
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * Spec §9: support hours and handling promise. The hours follow « de » in every sentence that
 * uses them (« Nous vous répondons de 8 h à 17 h… »): French writes a (non-breaking) space
 * before « h » and « de … à … », never a dash.
 */
export const SUPPORT_HOURS = '8\u00a0h à 17\u00a0h, du lundi au vendredi'
export const HANDLING_HOURS = 48
