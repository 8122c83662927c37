/**
 * Field rules of spec §5 with their exact French messages (and ours for the postcode and the
 * phone outside France, decision 131: countries.ts). Pure: shared by the browser
 * forms and the API (one zod schema per form, see schemas.ts).
 */
import { z } from 'zod'

export const MESSAGES = {
  email: 'Veuillez renseigner une adresse mail valide.',
  phone: 'Veuillez renseigner un numéro de téléphone valide.',
  siret: 'Le numéro siret n’est pas valide',
  zipcode: 'Veuillez renseigner un code postal valide (5 chiffres).',
  /** Outside France (decision 131): the country's own format, shown by an example. */
  zipcodeAbroad: (example: string) => `Veuillez renseigner un code postal valide pour ce pays (ex. ${example}).`,
  phoneAbroad: (example: string) => `Veuillez renseigner un numéro de téléphone valide au format international (ex. ${example}).`,
  required: (field: string) => `Veuillez renseigner le champ ${field}.`,
  minValue: (field: string) => `Le champ ${field} doit avoir une valeur de 1 ou plus.`,
  tooLong: (field: string, max: number) => `Le champ ${field} ne doit pas dépasser ${max} caractères.`,
  choice: (field: string) => `Veuillez choisir une valeur pour le champ ${field}.`,
  terms: 'Veuillez accepter le traitement de vos données pour envoyer ce formulaire.',
} as const

/** +33, 0033 or 0, then 9 digits (first 1-9) in pairs, optional separators (space, dot, hyphen). */
const PHONE = /^(?:(?:\+|00)33[\s.-]?(?:\(0\)[\s.-]?)?|0)[1-9](?:[\s.-]?\d{2}){4}$/

export function isFrenchPhone(value: string): boolean {
  return PHONE.test(value.trim())
}

/**
 * SIRET: 14 digits whose Luhn sum is a multiple of 10 (spec §5: double the digits at even
 * positions counting from the first, i.e. positions 1, 3, 5… in 1-based order, minus 9
 * when over 9). La Poste's establishments (SIREN 356000000) follow a different rule:
 * the digits simply add up to a multiple of 5.
 */
export function isSiret(value: string): boolean {
  const digits = value.replace(/\s/g, '')
  if (!/^\d{14}$/.test(digits)) return false
  if (digits.startsWith('356000000') && digits !== '35600000000048') {
    const sum = [...digits].reduce((total, d) => total + Number(d), 0)
    return sum % 5 === 0
  }
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[i])
    if (i % 2 === 0) {
      n *= 2
      if (n > 9) n -= 9
    }
    sum += n
  }
  return sum % 10 === 0
}

export function isZipcode(value: string): boolean {
  return /^\d{5}$/.test(value.trim())
}

/** A required text: trimmed, not empty, bounded. */
export function requiredText(field: string, max = 200) {
  return z
    .string({ error: MESSAGES.required(field) })
    .trim()
    .min(1, { error: MESSAGES.required(field) })
    .max(max, { error: MESSAGES.tooLong(field, max) })
}

/** An optional text: '' when absent. */
export function optionalText(field: string, max = 200) {
  return z
    .string()
    .trim()
    .max(max, { error: MESSAGES.tooLong(field, max) })
    .optional()
    .transform((v) => v ?? '')
}

export function email(field = 'e-mail') {
  return requiredText(field, 254).pipe(z.email({ error: MESSAGES.email }))
}

export function phone(field = 'téléphone') {
  return requiredText(field, 25).refine(isFrenchPhone, { error: MESSAGES.phone })
}

export function siret(field = 'SIRET') {
  return requiredText(field, 20)
    .transform((v) => v.replace(/\s/g, ''))
    .refine(isSiret, { error: MESSAGES.siret })
}

export function zipcode(field = 'code postal') {
  return requiredText(field, 5).refine(isZipcode, { error: MESSAGES.zipcode })
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? MESSAGES.required(field) : MESSAGES.choice(field)),
  })
}

/** A whole number of at least 1 (spec §5 min_value), typed as text in a form. */
export function minOne(field: string) {
  return z.coerce
    .number({ error: MESSAGES.required(field) })
    .int({ error: MESSAGES.minValue(field) })
    .min(1, { error: MESSAGES.minValue(field) })
}

/** The consent box of every form. */
export function consent() {
  return z.literal(true, { error: MESSAGES.terms })
}
