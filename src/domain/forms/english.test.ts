import { describe, expect, it } from 'vitest'
import { messageInEnglish } from './english'
import { contactSchema } from './schemas'

/** Every message a contact form can show, from the schema itself. */
function messagesOf(input: Record<string, unknown>): string[] {
  const result = contactSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

const FRENCH = /Veuillez|champ|renseigner|caractères|accepter/

describe('the contact form in English', () => {
  it('puts every message of an empty form into English, field names included', () => {
    const messages = messagesOf({ target: 'part' })
    expect(messages.length).toBeGreaterThanOrEqual(10)
    const english = messages.map(messageInEnglish)
    expect(english.filter((m) => FRENCH.test(m))).toEqual([])
    expect(english).toContain('Please fill in the “Last name” field.')
    expect(english).toContain('Please fill in the “You are” field.')
    expect(english).toContain('Please agree to the processing of your data to send this form.')
  })

  it('puts the messages of wrong values into English', () => {
    const english = messagesOf({
      target: 'part',
      civility: 'x',
      lastname: 'N'.repeat(81),
      firstname: 'Léa',
      email: 'lea@',
      phone: '12',
      profile: 'tenant',
      subject: 'other',
      zipcode: '4500',
      city: 'Orléans',
      country: 'FR',
      message: 'Bonjour',
      consent: true,
    }).map(messageInEnglish)
    // In any order: the summary puts them in the order of the fields on the page (FormKit's `inPageOrder`).
    expect(english.toSorted()).toEqual(
      [
        'Please choose a value for the “Title” field.',
        'The “Last name” field must not exceed 80 characters.',
        'Please enter a valid e-mail address.',
        'Please enter a valid phone number.',
        'Please enter a valid postcode (5 digits).',
      ].toSorted(),
    )
  })

  it('puts the postcode’s and the phone’s messages of a visitor abroad into English, with their examples (decision 131)', () => {
    const english = messagesOf({
      target: 'part',
      civility: 'mme',
      lastname: 'Moreau',
      firstname: 'Léa',
      email: 'lea@example.org',
      phone: '020 7946 0958',
      profile: 'tenant',
      subject: 'other',
      zipcode: '45000',
      city: 'London',
      country: 'GB',
      message: 'Hello',
      consent: true,
    }).map(messageInEnglish)
    expect(english.toSorted()).toEqual([
      'Please enter a valid phone number in international format (e.g. +44 20 7946 0958).',
      'Please enter a valid postcode for this country (e.g. SW1A 1AA).',
    ])
  })

  it('puts the refusal of a profile of the other audience into English', () => {
    const valid = { civility: 'mme', lastname: 'Moreau', firstname: 'Léa', email: 'lea@example.org', phone: '0612345678' }
    const rest = { subject: 'other', zipcode: '45000', city: 'Orléans', country: 'FR', message: 'Bonjour', consent: true }
    // A trade, offered to professionals only, sent from the private customers' page.
    const english = messagesOf({ ...valid, ...rest, target: 'part', profile: 'plasterer' }).map(messageInEnglish)
    expect(english).toEqual(['Please choose a value for the “You are” field.'])
  })

  it('leaves a message it does not know as the server wrote it', () => {
    expect(messageInEnglish('Trop de demandes. Réessayez dans une heure.')).toBe('Trop de demandes. Réessayez dans une heure.')
  })
})
