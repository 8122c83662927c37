import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { email, isFrenchPhone, isSiret, isZipcode, minOne, MESSAGES, phone, requiredText, siret, zipcode } from './validators'

function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}

describe('phone (spec §5)', () => {
  it.each([
    '0612345678',
    '06 12 34 56 78',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '+33612345678',
    '+33 6 12 34 56 78',
    '0033 1 23 45 67 89',
    '+33 (0)1 23 45 67 89',
    '01 23 45 67 89',
  ])('accepts %s', (value) => {
    expect(isFrenchPhone(value)).toBe(true)
  })
  it.each([
    '',
    '0012345678',
    '061234567',
    '06123456789',
    '+3306123456',
    '+44 20 7946 0958',
    '06 12 34 56 7a',
    '6 12 34 56 78',
    '00 33 6 12 34 56 78 9',
  ])('refuses %s', (value) => {
    expect(isFrenchPhone(value)).toBe(false)
  })
  it('gives the spec message', () => {
    expect(messageOf(phone(), '12345')).toBe('Veuillez renseigner un numéro de téléphone valide.')
  })
})

describe('siret (spec §5: 14 digits and Luhn checksum)', () => {
  it.each(['73282932000074', '732 829 320 00074', '44306184100047', '35600000000048', '35600000049837'])('accepts %s', (value) => {
    expect(isSiret(value)).toBe(true)
  })
  it.each(['73282932000075', '7328293200007', '732829320000745', 'ABCDEFGHIJKLMN', '', '12345678901234'])('refuses %s', (value) => {
    expect(isSiret(value)).toBe(false)
  })
  it('gives the spec message and strips spaces', () => {
    expect(messageOf(siret(), '73282932000075')).toBe('Le numéro siret n’est pas valide')
    expect(siret().parse('732 829 320 00074')).toBe('73282932000074')
  })
})

describe('zipcode (5 digits)', () => {
  it.each(['75001', '69003', '01000', '97400'])('accepts %s', (value) => expect(isZipcode(value)).toBe(true))
  it.each(['7500', '750011', 'AB123', '75 001', ''])('refuses %s', (value) => expect(isZipcode(value)).toBe(false))
  it('asks for the field when empty', () => {
    expect(messageOf(zipcode(), '')).toBe('Veuillez renseigner le champ code postal.')
    expect(messageOf(zipcode(), '123')).toBe(MESSAGES.zipcode)
  })
})

describe('email', () => {
  it.each(['marie.dupont@exemple.fr', 'contact+devis@ardalis-enduits.fr'])('accepts %s', (value) =>
    expect(messageOf(email(), value)).toBeNull(),
  )
  it.each(['marie.dupont', 'marie@', '@exemple.fr', 'marie dupont@exemple.fr'])('refuses %s', (value) => {
    expect(messageOf(email(), value)).toBe('Veuillez renseigner une adresse mail valide.')
  })
})

describe('required and min_value', () => {
  it('names the field', () => {
    expect(messageOf(requiredText('nom'), '   ')).toBe('Veuillez renseigner le champ nom.')
    expect(messageOf(requiredText('nom'), undefined)).toBe('Veuillez renseigner le champ nom.')
  })
  it('min_value is 1', () => {
    expect(messageOf(minOne('surface'), '0')).toBe('Le champ surface doit avoir une valeur de 1 ou plus.')
    expect(messageOf(minOne('surface'), '-3')).toBe('Le champ surface doit avoir une valeur de 1 ou plus.')
    expect(minOne('surface').parse('12')).toBe(12)
  })
})
