/**
 * One zod schema per public form, shared by the browser (react-hook-form resolver) and
 * the API (same parse, 400 with the messages on failure). Field names are the French
 * labels used in the messages "Veuillez renseigner le champ {field}.".
 */
import { z } from 'zod'
import { TARGETS } from '@/domain/routing/types'
import { checkByCountry, phoneByCountry, postcodeByCountry } from './countries'
import { CIVILITY_CODES, COUNTRY_CODES, PROFILE_CODES, profilesFor, SUBJECT_CODES } from './options'
import { MAX_PARTICIPANTS } from './training'
import { choice, consent, email, MESSAGES, minOne, optionalText, phone, requiredText, siret, zipcode } from './validators'

const person = {
  civility: choice(CIVILITY_CODES, 'civilité'),
  lastname: requiredText('nom', 80),
  firstname: requiredText('prénom', 80),
  email: email(),
  phone: phone(),
}

/**
 * The contact form. `target` is the audience of the page the form was sent from (the
 * professionals' when absent, as before issue 22); the profile must be one offered to
 * that audience (`profilesFor`). The postcode and the phone follow the country (decision 131):
 * France's are spec §5's, another country's its own postcode and an international number.
 */
export const contactSchema = z
  .object({
    ...person,
    phone: phoneByCountry(),
    target: z.enum(TARGETS, { error: MESSAGES.choice('public') }).default('pro'),
    profile: choice(PROFILE_CODES, 'profil'),
    subject: choice(SUBJECT_CODES, 'objet'),
    company: optionalText('société', 120),
    zipcode: postcodeByCountry(),
    city: requiredText('ville', 80),
    country: choice(COUNTRY_CODES, 'pays'),
    message: requiredText('message', 5000),
    consent: consent(),
  })
  .superRefine(...checkByCountry)
  .superRefine((value, context) => {
    if (!profilesFor(value.target).some((p) => p.code === value.profile)) {
      context.addIssue({ code: 'custom', path: ['profile'], message: MESSAGES.choice('profil') })
    }
  })
export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>

export const worksiteSchema = z.object({
  ...person,
  worksiteCompany: requiredText('entreprise du chantier', 120),
  siret: siret(),
  address: requiredText('adresse du chantier', 200),
  zipcode: zipcode(),
  city: requiredText('ville', 80),
  period: requiredText('période', 7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Veuillez choisir le mois de démarrage (période).' }),
  surface: minOne('surface (m²)'),
  message: optionalText('message', 5000),
  consent: consent(),
})
export type WorksiteInput = z.input<typeof worksiteSchema>
export type Worksite = z.output<typeof worksiteSchema>

/** The text part of an application; the CV is checked by content on the server (cv.ts). */
export const applicationSchema = z.object({
  ...person,
  /** Job offer id; absent for the spontaneous application. */
  job: z
    .union([z.literal(''), z.coerce.number().int().min(1)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  function: optionalText('fonction souhaitée', 120),
  zipcode: zipcode(),
  city: requiredText('ville', 80),
  message: requiredText('message', 5000),
  consent: consent(),
})
export type ApplicationInput = z.input<typeof applicationSchema>
export type Application = z.output<typeof applicationSchema>

export const participantSchema = z.object({
  civility: choice(CIVILITY_CODES, 'civilité du participant'),
  lastname: requiredText('nom du participant', 80),
  firstname: requiredText('prénom du participant', 80),
  function: optionalText('fonction du participant', 120),
})

export const trainingSchema = z.object({
  session: z.coerce
    .number({ error: MESSAGES.required('session de formation') })
    .int()
    .min(1, { error: MESSAGES.required('session de formation') }),
  ...person,
  company: requiredText('nom de la société', 120),
  siret: siret(),
  function: optionalText('fonction', 120),
  participants: z
    .array(participantSchema)
    .min(1, { error: MESSAGES.minValue('participants') })
    .max(MAX_PARTICIPANTS, { error: `Un groupe compte au plus ${MAX_PARTICIPANTS} participants.` }),
  consent: consent(),
})
export type TrainingInput = z.input<typeof trainingSchema>
export type Training = z.output<typeof trainingSchema>

export const landingSchema = z.object({
  landing: requiredText('jeu-concours', 80),
  ...person,
  zipcode: zipcode(),
  city: requiredText('ville', 80),
  store: requiredText('magasin', 40),
  answer: requiredText('réponse', 500),
  newsletter: z
    .boolean()
    .optional()
    .transform((v) => v === true),
  consent: consent(),
})
export type LandingInput = z.input<typeof landingSchema>
export type LandingEntry = z.output<typeof landingSchema>
