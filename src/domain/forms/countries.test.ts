import { describe, expect, it } from 'vitest'
import { addressSchema } from '@/domain/account/schemas'
import { isInternationalPhone, isPhoneOf, isPostcodeOf, postcodeMaxLength, POSTCODES } from './countries'
import { messageInEnglish } from './english'
import { COUNTRY_CODES } from './options'
import { contactSchema } from './schemas'
import { MESSAGES } from './validators'

/** A contact request that passes, from France. */
const request = {
  target: 'part',
  civility: 'mme',
  lastname: 'Moreau',
  firstname: 'Claire',
  email: 'claire.moreau@example.org',
  phone: '06 12 34 56 78',
  profile: 'tenant',
  subject: 'technical',
  company: '',
  zipcode: '45000',
  city: 'Orléans',
  country: 'FR',
  message: 'Quel enduit pour un plafond fissuré ?',
  consent: true,
}

/** The message of each field the contact schema refuses. */
function refusals(input: Record<string, unknown>): Record<string, string> {
  const result = contactSchema.safeParse(input)
  const out: Record<string, string> = {}
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('the contact form from France (the default): spec §5, unchanged', () => {
  it('takes a French postcode and phone', () => {
    expect(refusals(request)).toEqual({})
    expect(refusals({ ...request, phone: '+33 6 12 34 56 78' })).toEqual({})
  })

  it('refuses a foreign postcode or phone with the spec’s French messages, word for word', () => {
    expect(refusals({ ...request, zipcode: 'SW1A 1AA', phone: '+44 20 7946 0958' })).toEqual({
      zipcode: 'Veuillez renseigner un code postal valide (5 chiffres).',
      phone: 'Veuillez renseigner un numéro de téléphone valide.',
    })
    expect(MESSAGES.phone).toBe('Veuillez renseigner un numéro de téléphone valide.')
    expect(refusals({ ...request, zipcode: '4500' }).zipcode).toBe(MESSAGES.zipcode)
    expect(refusals({ ...request, zipcode: '', phone: '' })).toEqual({
      zipcode: 'Veuillez renseigner le champ code postal.',
      phone: 'Veuillez renseigner le champ téléphone.',
    })
  })

  it('keeps the 5-character field in France only', () => {
    expect(postcodeMaxLength('FR')).toBe(5)
    expect(postcodeMaxLength(undefined)).toBe(5)
    expect(postcodeMaxLength('GB')).toBe(10)
  })
})

describe('the contact form from abroad (decision 131)', () => {
  const london = { ...request, zipcode: 'SW1A 1AA', city: 'London', country: 'GB', phone: '+44 20 7946 0958' }

  it('takes the QA’s London visitor: a British postcode and an international number', () => {
    expect(refusals(london)).toEqual({})
    expect(refusals({ ...london, zipcode: 'sw1a1aa', phone: '0044 (0)20 7946 0958' })).toEqual({})
  })

  it('asks for the country’s postcode and an international number, with an example of each', () => {
    expect(refusals({ ...london, zipcode: '75001', phone: '020 7946 0958' })).toEqual({
      zipcode: 'Veuillez renseigner un code postal valide pour ce pays (ex. SW1A 1AA).',
      phone: 'Veuillez renseigner un numéro de téléphone valide au format international (ex. +44 20 7946 0958).',
    })
  })

  it('refuses a Belgian number written the national way, which the French pattern would take for a French one', () => {
    const brussels = { ...request, zipcode: '1000', city: 'Bruxelles', country: 'BE' }
    expect(refusals({ ...brussels, phone: '0470 12 34 56' }).phone).toBe(MESSAGES.phoneAbroad('+32 2 123 45 67'))
    expect(refusals({ ...brussels, phone: '+32 470 12 34 56' })).toEqual({})
    // A French mobile stays welcome abroad, in international form.
    expect(refusals({ ...brussels, phone: '+33 6 12 34 56 78' })).toEqual({})
  })

  it('leaves the postcode optional in the Emirates, which have none, and still wants it elsewhere', () => {
    const dubai = { ...request, zipcode: '', city: 'Dubai', country: 'AE', phone: '+971 4 123 4567' }
    expect(refusals(dubai)).toEqual({})
    expect(refusals({ ...dubai, country: 'MA', phone: '+212 522 12 34 56' }).zipcode).toBe('Veuillez renseigner le champ code postal.')
  })

  it('bounds the postcode at 10 characters wherever it is', () => {
    expect(refusals({ ...london, zipcode: 'SW1A 1AA 1234' }).zipcode).toBe('Le champ code postal ne doit pas dépasser 10 caractères.')
  })

  it('shows every message of an empty form at once, the postcode’s and the phone’s included', () => {
    const found = refusals({ target: 'part', country: 'GB', zipcode: 'x', phone: '12' })
    expect(found).toMatchObject({
      lastname: 'Veuillez renseigner le champ nom.',
      zipcode: MESSAGES.zipcodeAbroad('SW1A 1AA'),
      phone: MESSAGES.phoneAbroad('+44 20 7946 0958'),
    })
  })

  it('says the messages in English on the English page', () => {
    expect(messageInEnglish(MESSAGES.zipcodeAbroad('SW1A 1AA'))).toBe('Please enter a valid postcode for this country (e.g. SW1A 1AA).')
    expect(messageInEnglish(MESSAGES.phoneAbroad('+44 20 7946 0958'))).toBe(
      'Please enter a valid phone number in international format (e.g. +44 20 7946 0958).',
    )
  })
})

describe('postcode formats', () => {
  it('takes each country’s own example, and France’s only in France', () => {
    for (const country of COUNTRY_CODES) {
      const format = POSTCODES[country]
      if (format.pattern !== null) expect(isPostcodeOf(country, format.example), country).toBe(true)
    }
    expect(isPostcodeOf('NL', '1012AB')).toBe(true)
    expect(isPostcodeOf('PL', '00950')).toBe(true)
    expect(isPostcodeOf('LB', '1107')).toBe(true)
    expect(isPostcodeOf('GB', 'EC1A 1BB')).toBe(true)
    expect(isPostcodeOf('GB', 'M1 1AE')).toBe(true)
    expect(isPostcodeOf('BE', '75001')).toBe(false)
    expect(isPostcodeOf('ES', '53001')).toBe(false)
    expect(isPostcodeOf('GB', '12345')).toBe(false)
    // An unknown country is France, the default.
    expect(isPostcodeOf('US', '75001')).toBe(true)
    expect(isPostcodeOf('US', '90210-1234')).toBe(false)
  })
})

describe('international phone numbers', () => {
  it.each(['+44 20 7946 0958', '0044 20 7946 0958', '+44 (0)20 7946 0958', '+32 470.12.34.56', '+216 71 123 456', '+961 1 123 456'])(
    'accepts %s',
    (value) => expect(isInternationalPhone(value)).toBe(true),
  )
  it.each(['020 7946 0958', '+44', '+0 123 456 789', '+44 20 7946 0958 1234 5', '+44 20 7946 095a', '+33 6 12 34', '+33 06 12 34 56 78'])(
    'refuses %s',
    (value) => expect(isInternationalPhone(value)).toBe(false),
  )
  it('keeps spec §5’s French pattern in France', () => {
    expect(isPhoneOf('FR', '06 12 34 56 78')).toBe(true)
    expect(isPhoneOf('FR', '+44 20 7946 0958')).toBe(false)
    expect(isPhoneOf('GB', '06 12 34 56 78')).toBe(false)
  })
})

describe('a customer’s address follows the same rule', () => {
  const address = {
    label: 'Bureau de Londres',
    civility: 'm',
    lastname: 'Martin',
    firstname: 'Paul',
    address: '10 Downing Street',
    zipcode: 'SW1A 2AA',
    city: 'London',
    country: 'GB',
    phone: '+44 20 7946 0958',
  }
  it('takes a British address and refuses French rules there', () => {
    expect(addressSchema.safeParse(address).success).toBe(true)
    const result = addressSchema.safeParse({ ...address, zipcode: '69002', phone: '04 78 12 34 56' })
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['zipcode', 'phone'])
  })
  it('keeps the spec’s messages in France', () => {
    const result = addressSchema.safeParse({ ...address, country: 'FR' })
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([MESSAGES.zipcode, MESSAGES.phone])
  })
})
