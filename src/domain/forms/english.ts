/**
 * The contact form in English: the one form whose page has an English route (spec §2,
 * `/en/{target}/contact`; issue 22). Its lists' labels by code, and the schema's French
 * messages (spec §5, what the API answers) put into English for the browser. The other
 * forms' pages exist in French only.
 */
import type { Civility, CountryIso, Profile, Subject } from './options'
import { MESSAGES } from './validators'

export const CIVILITIES_EN: Record<Civility, string> = { mme: 'Ms', m: 'Mr' }

export const PROFILES_EN: Record<Profile, string> = {
  'painting-company': 'Painting or floor covering contractor',
  plasterer: 'Plasterer, drywall installer',
  'facade-company': 'Facade contractor',
  'decoration-company': 'Decoration contractor',
  'building-company': 'General building contractor',
  merchant: 'Builders’ merchant, decoration distributor',
  specifier: 'Architect, project manager, specifier',
  private: 'Private individual',
  homeowner: 'Owner-occupier',
  tenant: 'Tenant',
  landlord: 'Landlord',
  'co-ownership': 'Co-owners, residents’ board',
  other: 'Other',
}

export const COUNTRIES_EN: Record<CountryIso, string> = {
  FR: 'France',
  BE: 'Belgium',
  NL: 'Netherlands',
  GB: 'United Kingdom',
  CH: 'Switzerland',
  ES: 'Spain',
  PL: 'Poland',
  TN: 'Tunisia',
  AE: 'United Arab Emirates',
  LB: 'Lebanon',
  MA: 'Morocco',
}

export const SUBJECTS_EN: Record<Subject, string> = {
  technical: 'Technical question about a product',
  quote: 'Sales enquiry / prices',
  distribution: 'Where to buy / become a distributor',
  training: 'Training',
  careers: 'Jobs and applications',
  other: 'Other request',
}

/** Spec §9's support hours. */
export const SUPPORT_HOURS_EN = '8 am to 5 pm, Monday to Friday'

/** The French field names of the contact schema's messages (schemas.ts): the English form's labels. */
const FIELDS_EN: Record<string, string> = {
  civilité: 'Title',
  nom: 'Last name',
  prénom: 'First name',
  'e-mail': 'E-mail',
  téléphone: 'Phone',
  société: 'Company',
  'code postal': 'Postcode',
  ville: 'Town',
  pays: 'Country',
  profil: 'You are',
  objet: 'Subject of your request',
  message: 'Message',
  public: 'Audience',
}

const FIXED: Record<string, string> = {
  [MESSAGES.email]: 'Please enter a valid e-mail address.',
  [MESSAGES.phone]: 'Please enter a valid phone number.',
  [MESSAGES.zipcode]: 'Please enter a valid postcode (5 digits).',
  [MESSAGES.terms]: 'Please agree to the processing of your data to send this form.',
}

/** The French templates of validators.ts, with their field (and length) read back. */
const TEMPLATES: [RegExp, (field: string, max: string) => string][] = [
  [/^Veuillez renseigner le champ (.+)\.$/, (field) => `Please fill in the “${field}” field.`],
  [/^Veuillez choisir une valeur pour le champ (.+)\.$/, (field) => `Please choose a value for the “${field}” field.`],
  [/^Le champ (.+) ne doit pas dépasser (\d+) caractères\.$/, (field, max) => `The “${field}” field must not exceed ${max} characters.`],
]

/** The messages of the postcode and the phone outside France (decision 131), with their example read back. */
const EXAMPLES: [RegExp, (example: string) => string][] = [
  [
    /^Veuillez renseigner un code postal valide pour ce pays \(ex\. (.+)\)\.$/,
    (example) => `Please enter a valid postcode for this country (e.g. ${example}).`,
  ],
  [
    /^Veuillez renseigner un numéro de téléphone valide au format international \(ex\. (.+)\)\.$/,
    (example) => `Please enter a valid phone number in international format (e.g. ${example}).`,
  ],
]

/**
 * A message of the contact schema in English. A message it does not know (an API refusal
 * such as the rate limit's) stays as the server wrote it.
 */
export function messageInEnglish(message: string): string {
  const fixed = FIXED[message]
  if (fixed) return fixed
  for (const [pattern, english] of TEMPLATES) {
    const match = pattern.exec(message)
    if (match?.[1]) return english(FIELDS_EN[match[1]] ?? match[1], match[2] ?? '')
  }
  for (const [pattern, english] of EXAMPLES) {
    const match = pattern.exec(message)
    if (match?.[1]) return english(match[1])
  }
  return message
}
