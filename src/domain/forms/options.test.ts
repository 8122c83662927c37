import { describe, expect, it } from 'vitest'
import { PROFILES, profilesFor } from './options'
import { contactSchema } from './schemas'

const request = {
  civility: 'mme',
  lastname: 'Lefebvre',
  firstname: 'Claire',
  email: 'claire.lefebvre@exemple.fr',
  phone: '06 12 34 56 78',
  subject: 'technical',
  company: '',
  zipcode: '41000',
  city: 'Blois',
  country: 'FR',
  message: 'Quel enduit pour reboucher les trous de chevilles dans une cloison ?',
  consent: true,
}

describe('contact profiles per audience (issue 22)', () => {
  it('offers private situations to private customers and trades to professionals, "other" to both', () => {
    const part = profilesFor('part').map((p) => p.code)
    const pro = profilesFor('pro').map((p) => p.code)
    expect(part).toEqual(expect.arrayContaining(['private', 'homeowner', 'tenant', 'co-ownership', 'other']))
    expect(pro).toEqual(
      expect.arrayContaining(['painting-company', 'plasterer', 'facade-company', 'building-company', 'merchant', 'specifier', 'other']),
    )
    expect(part.filter((code) => pro.includes(code))).toEqual(['other'])
    expect(new Set([...part, ...pro]).size).toBe(PROFILES.length)
  })

  it('accepts a profile of the audience the form was sent from', () => {
    expect(contactSchema.safeParse({ ...request, target: 'part', profile: 'tenant' }).success).toBe(true)
    expect(contactSchema.safeParse({ ...request, target: 'pro', profile: 'plasterer' }).success).toBe(true)
  })

  it('refuses, on the profile field, a profile of the other audience', () => {
    const result = contactSchema.safeParse({ ...request, target: 'part', profile: 'painting-company' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['profile'], message: 'Veuillez choisir une valeur pour le champ profil.' }),
    ])
    expect(contactSchema.safeParse({ ...request, target: 'pro', profile: 'tenant' }).success).toBe(false)
  })

  it('keeps the professionals as the audience of a request without one (API clients written before)', () => {
    const result = contactSchema.safeParse({ ...request, profile: 'merchant' })
    expect(result.success && result.data.target).toBe('pro')
    expect(contactSchema.safeParse({ ...request, profile: 'homeowner' }).success).toBe(false)
    expect(contactSchema.safeParse({ ...request, target: 'admin', profile: 'other' }).success).toBe(false)
  })
})
