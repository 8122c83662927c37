/**
 * The postcode and the phone of a form that asks for a country (the contact form, the
 * customer's addresses), checked by that country (decision 131). France, the default, keeps
 * spec §5's rules and messages: 5-digit postcode, French phone pattern. Another country of the
 * list (spec §3) has its own postcode format, and the phone is asked for in international form
 * (« + » or « 00 », the country code, then the number), the only one the team, in France, can dial.
 * Pure: shared by the browser forms and the API through the zod schemas.
 */
import { z } from 'zod'
import type { CountryIso } from './options'
import { COUNTRY_CODES } from './options'
import { isFrenchPhone, isZipcode, MESSAGES, requiredText } from './validators'

/** A country's postcode: its pattern (null: the country has no postcodes), an example, digits only or not. */
export interface PostcodeFormat {
  pattern: RegExp | null
  example: string
  /** Digits only: the field asks a touch screen for its numeric keypad. */
  numeric: boolean
}

/**
 * The postcode formats of the countries of spec §3 (the national postal operators' formats).
 * The United Arab Emirates have no postcodes: the field is optional there.
 */
export const POSTCODES: Record<CountryIso, PostcodeFormat> = {
  FR: { pattern: /^\d{5}$/, example: '75001', numeric: true },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000', numeric: true },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/i, example: '1012 AB', numeric: false },
  GB: { pattern: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i, example: 'SW1A 1AA', numeric: false },
  CH: { pattern: /^[1-9]\d{3}$/, example: '1201', numeric: true },
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28001', numeric: true },
  PL: { pattern: /^\d{2}-?\d{3}$/, example: '00-950', numeric: false },
  TN: { pattern: /^\d{4}$/, example: '1000', numeric: true },
  AE: { pattern: null, example: '', numeric: false },
  LB: { pattern: /^\d{4}(?: ?\d{4})?$/, example: '1107 2810', numeric: false },
  MA: { pattern: /^\d{5}$/, example: '20000', numeric: true },
}

/** A phone number of each country in international form, for the hint and the message. */
export const PHONE_EXAMPLES: Record<CountryIso, string> = {
  FR: '+33 6 12 34 56 78',
  BE: '+32 2 123 45 67',
  NL: '+31 20 123 4567',
  GB: '+44 20 7946 0958',
  CH: '+41 22 123 45 67',
  ES: '+34 912 34 56 78',
  PL: '+48 22 123 45 67',
  TN: '+216 71 123 456',
  AE: '+971 4 123 4567',
  LB: '+961 1 123 456',
  MA: '+212 522 12 34 56',
}

/** The country of a form's value; France (the default) for a missing or unknown one. */
export function countryOf(value: unknown): CountryIso {
  return (COUNTRY_CODES as readonly unknown[]).includes(value) ? (value as CountryIso) : 'FR'
}

export function postcodeFormat(country: unknown): PostcodeFormat {
  return POSTCODES[countryOf(country)]
}

/** Whether a postcode is written as its country writes them (France: spec §5's 5 digits). */
export function isPostcodeOf(country: unknown, value: string): boolean {
  const code = countryOf(country)
  if (code === 'FR') return isZipcode(value)
  const pattern = POSTCODES[code].pattern
  const postcode = value.trim()
  return pattern === null ? /^[A-Za-z0-9 -]{0,10}$/.test(postcode) : pattern.test(postcode)
}

/**
 * A phone number in international form: « + » or « 00 », the country code and the number,
 * 7 to 15 digits in all (ITU E.164), the national « (0) » some write after the code left out;
 * separators: spaces, dots, hyphens, brackets. A French number (+33) follows spec §5's pattern.
 */
export function isInternationalPhone(value: string): boolean {
  const phone = value.trim()
  const match = /^(?:\+|00)(.*)$/.exec(phone)
  if (!match) return false
  const rest = (match[1] ?? '').replace(/\(0\)/, '')
  if (!/^[\d\s.()-]+$/.test(rest)) return false
  const digits = rest.replace(/\D/g, '')
  if (digits.startsWith('33')) return isFrenchPhone(phone)
  return /^[1-9]\d{6,14}$/.test(digits)
}

/** Whether a phone number can be dialled for this country: France spec §5's pattern, elsewhere the international form. */
export function isPhoneOf(country: unknown, value: string): boolean {
  return countryOf(country) === 'FR' ? isFrenchPhone(value) : isInternationalPhone(value)
}

/** The message of a postcode that does not follow its country's format (spec §5's for France). */
export function postcodeMessage(country: unknown): string {
  const code = countryOf(country)
  return code === 'FR' ? MESSAGES.zipcode : MESSAGES.zipcodeAbroad(POSTCODES[code].example)
}

/** The message of a phone number that cannot be dialled (spec §5's for France). */
export function phoneMessage(country: unknown): string {
  const code = countryOf(country)
  return code === 'FR' ? MESSAGES.phone : MESSAGES.phoneAbroad(PHONE_EXAMPLES[code])
}

/**
 * The longest postcode the field takes abroad (« 1107 2810 » in Lebanon; France keeps its 5
 * characters): the field-level bound of the schemas and the input's `maxLength`.
 */
export const POSTCODE_MAX_LENGTH = 10
/** The longest phone number, separators included (as `phone()` of validators.ts). */
export const PHONE_MAX_LENGTH = 25

/** The input's `maxLength` of the postcode for a country: 5 in France (spec §5), 10 elsewhere. */
export function postcodeMaxLength(country: unknown): number {
  return countryOf(country) === 'FR' ? 5 : POSTCODE_MAX_LENGTH
}

/**
 * The postcode of a form with a country: a text (empty in the Emirates, which have no postcodes),
 * bounded here, then required and checked by `checkByCountry`.
 */
export function postcodeByCountry() {
  return z
    .string({ error: MESSAGES.required('code postal') })
    .trim()
    .max(POSTCODE_MAX_LENGTH, { error: MESSAGES.tooLong('code postal', POSTCODE_MAX_LENGTH) })
}

/** The phone of a form with a country: required and bounded here, checked by `checkByCountry`. */
export function phoneByCountry() {
  return requiredText('téléphone', PHONE_MAX_LENGTH)
}

type Located = { country?: unknown; zipcode?: unknown; phone?: unknown }

/**
 * The checks of the postcode and the phone by the value's country, as an object refinement
 * (`schema.superRefine(...checkByCountry)`). The fields themselves only bound their length
 * (the phone is also required): these messages then go on `zipcode` and `phone`. It runs even
 * when another field is wrong (`when`), so that an empty form shows every message at once.
 */
export const checkByCountry = [
  (value: Located, context: z.RefinementCtx) => {
    const country = countryOf(value.country)
    const zipcode = typeof value.zipcode === 'string' ? value.zipcode.trim() : null
    if (zipcode !== null && zipcode.length <= POSTCODE_MAX_LENGTH) {
      if (zipcode === '') {
        if (POSTCODES[country].pattern !== null)
          context.addIssue({ code: 'custom', path: ['zipcode'], message: MESSAGES.required('code postal') })
      } else if (!isPostcodeOf(country, zipcode)) {
        context.addIssue({ code: 'custom', path: ['zipcode'], message: postcodeMessage(country) })
      }
    }
    const phone = typeof value.phone === 'string' ? value.phone.trim() : ''
    if (phone !== '' && phone.length <= PHONE_MAX_LENGTH && !isPhoneOf(country, phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: phoneMessage(country) })
    }
  },
  { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null },
] as const
