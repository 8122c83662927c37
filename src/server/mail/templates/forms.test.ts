import { describe, expect, it } from 'vitest'
import { contactSchema, trainingSchema } from '@/domain/forms/schemas'
import { renderMail } from '@/domain/mail/template'
import { contactToVisitor, trainingToTeam, trainingToVisitor, type SessionInfo } from './forms'

/** What the reader sees: the plain-text part, spaces (non-breaking ones too) written as spaces. */
const seen = (mail: { content: Parameters<typeof renderMail>[0] }) => renderMail(mail.content).text.replace(/\u00a0/g, ' ')

const contact = contactSchema.parse({
  civility: 'mme',
  lastname: 'Lefebvre',
  firstname: 'Claire',
  email: 'claire.lefebvre@exemple.fr',
  phone: '06 12 34 56 78',
  target: 'part',
  profile: 'private',
  subject: 'technical',
  company: '',
  zipcode: '41000',
  city: 'Blois',
  country: 'FR',
  message: 'Quel enduit pour reboucher les trous de chevilles ?',
  consent: true,
})

const training = trainingSchema.parse({
  session: 7,
  civility: 'm',
  lastname: 'Garnier',
  firstname: 'Paul',
  email: 'paul.garnier@exemple.fr',
  phone: '06 12 34 56 78',
  company: 'Garnier Décoration',
  siret: '73282932000074',
  participants: [{ civility: 'mme', lastname: 'Roux', firstname: 'Claire' }],
  consent: true,
})

describe('contact confirmation e-mail', () => {
  it('gives the support hours as French writes them: « de 8 h à 17 h », no dash', () => {
    const text = seen(contactToVisitor('Ardalis', contact))
    expect(text).toContain('Notre service client vous répond de 8 h à 17 h, du lundi au vendredi.')
    expect(text).not.toMatch(/\dh|–/)
  })
})

describe('training registration e-mails', () => {
  const places = ['Centre de formation Ardalis, Blois', 'Le Mans (72)', 'Lyon (69)']

  it.each(places)('name the place « %s » under its own label, never after « à »', (place) => {
    const session: SessionInfo = { title: 'Enduits de lissage', startsAt: '2027-01-13T08:00:00.000Z', place }
    const visitor = seen(trainingToVisitor('Ardalis', training, session, false))
    expect(visitor).toContain(
      'Nous avons bien reçu l’inscription de 1 participant à la formation « Enduits de lissage », le mercredi 13 janvier 2027 à 09:00.',
    )
    expect(visitor).toContain(`Lieu : ${place}`)
    const team = seen(trainingToTeam('Ardalis', training, session, 4, 12))
    expect(team).toContain('Session du mercredi 13 janvier 2027 à 09:00. Places occupées : 4 sur 12.')
    expect(team).toContain(`Lieu : ${place}`)
    for (const text of [visitor, team]) expect(text).not.toContain(`à ${place}`)
  })
})
