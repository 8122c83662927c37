import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/domain/forms/validators'
import { PASSWORD_MESSAGES } from './password'
import { addressSchema, loginSchema, MISSING_CREDENTIALS, signupSchema } from './schemas'

const part = {
  audience: 'part',
  civility: 'mme',
  lastname: 'Lefèvre',
  firstname: 'Claire',
  phone: '06 12 34 56 78',
  email: 'claire.lefevre@exemple.fr',
  password: 'Enduit-Lisse-2026',
  passwordConfirmation: 'Enduit-Lisse-2026',
  terms: true,
}

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('signupSchema', () => {
  it('accepts a private customer without company details', () => {
    expect(signupSchema.safeParse(part).success).toBe(true)
  })

  it('asks a professional for the company, a valid SIRET and a function', () => {
    const result = signupSchema.safeParse({ ...part, audience: 'pro', siret: '12345678901234' })
    expect(messages(result)).toEqual({
      company: MESSAGES.required('société'),
      function: MESSAGES.required('fonction'),
      siret: MESSAGES.siret,
    })
    const pro = { ...part, audience: 'pro', company: 'Peintures Durand', siret: '123 456 789 00015', function: 'Gérant' }
    expect(signupSchema.safeParse(pro).success).toBe(true)
  })

  it('refuses a weak password, a different confirmation, a bad phone and unaccepted terms', () => {
    const result = signupSchema.safeParse({ ...part, password: 'abcdefgh', passwordConfirmation: 'autre', phone: '12', terms: false })
    const found = messages(result)
    expect(found.password).toBe(PASSWORD_MESSAGES.tooWeak)
    expect(found.phone).toBe(MESSAGES.phone)
    expect(found.terms).toBeDefined()
  })

  it('says when the confirmation differs', () => {
    expect(messages(signupSchema.safeParse({ ...part, passwordConfirmation: 'Enduit-Lisse-2027' })).passwordConfirmation).toBe(
      PASSWORD_MESSAGES.confirmation,
    )
  })
})

describe('loginSchema', () => {
  it('gives the spec’s one message when a field is empty', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: 'x' })).email).toBe(MISSING_CREDENTIALS)
    expect(messages(loginSchema.safeParse({ email: 'a@b.fr' })).password).toBe(MISSING_CREDENTIALS)
  })
})

describe('addressSchema', () => {
  const address = {
    label: 'Chantier Lyon',
    civility: 'm',
    lastname: 'Martin',
    firstname: 'Paul',
    address: '12 rue des Tanneurs',
    zipcode: '69002',
    city: 'Lyon',
    country: 'FR',
    phone: '04 78 12 34 56',
  }

  it('accepts an address and defaults the flags to false', () => {
    const parsed = addressSchema.parse(address)
    expect(parsed).toMatchObject({ defaultDelivery: false, defaultBilling: false, company: '', address2: '' })
  })

  it('wants a 5-digit zipcode and a country of the list', () => {
    const found = messages(addressSchema.safeParse({ ...address, zipcode: '6900', country: 'US' }))
    expect(found.zipcode).toBe(MESSAGES.zipcode)
    expect(found.country).toBeDefined()
  })
})

describe('mergeFavourites', () => {
  it('keeps the account’s order, adds the device’s new ids once', async () => {
    const { mergeFavourites } = await import('./schemas')
    expect(mergeFavourites([3, 1], [1, 7, 7, 2])).toEqual([3, 1, 7, 2])
    expect(mergeFavourites([], [])).toEqual([])
  })
})

describe('accountTagsSchema', () => {
  it('trims the tags and drops the duplicates whatever their case, keeping the first spelling', async () => {
    const { accountTagsSchema, dedupeTags } = await import('./schemas')
    expect(accountTagsSchema.parse({ tags: [' Cuisine ', 'Façade', 'CUISINE', 'façade', 'Éclat', 'éclat'] })).toEqual({
      tags: ['Cuisine', 'Façade', 'Éclat'],
    })
    expect(dedupeTags([])).toEqual([])
  })

  it('refuses more than 30 distinct tags, an empty or a 41-character one, with French messages', async () => {
    const { accountTagsSchema, TAG_MESSAGES } = await import('./schemas')
    const thirty = Array.from({ length: 30 }, (_, i) => `Projet ${i}`)
    expect(accountTagsSchema.safeParse({ tags: [...thirty, 'projet 1'] }).success).toBe(true)
    expect(messages(accountTagsSchema.safeParse({ tags: [...thirty, 'Projet 30'] }))).toEqual({ tags: TAG_MESSAGES.tooMany })
    expect(messages(accountTagsSchema.safeParse({ tags: ['  '] }))).toEqual({ 'tags.0': TAG_MESSAGES.empty })
    expect(messages(accountTagsSchema.safeParse({ tags: ['a'.repeat(40), 'b'.repeat(41)] }))).toEqual({ 'tags.1': TAG_MESSAGES.tooLong })
    expect(messages(accountTagsSchema.safeParse({ tags: 'Cuisine' }))).toEqual({ tags: TAG_MESSAGES.list })
  })
})
