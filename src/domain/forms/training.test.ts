import { describe, expect, it } from 'vitest'
import { enrolmentDeadline, isConfirmed, isEnrolmentOpen, refusal, sessionState } from './training'
import { trainingSchema } from './schemas'

const start = new Date('2026-12-20T09:00:00Z')
const day = 24 * 60 * 60 * 1000

describe('enrolment closes 15 days before', () => {
  it('is open 16 days before and closed 15 days before', () => {
    expect(enrolmentDeadline(start).toISOString()).toBe('2026-12-05T09:00:00.000Z')
    expect(isEnrolmentOpen(start, new Date(start.getTime() - 16 * day))).toBe(true)
    expect(isEnrolmentOpen(start, new Date(start.getTime() - 15 * day + 1))).toBe(false)
    expect(isEnrolmentOpen(start, new Date(start.getTime() - 15 * day - 1))).toBe(true)
    expect(sessionState({ startsAt: start, seats: 10, booked: 0 }, new Date(start.getTime() - 10 * day))).toBe('closed')
  })
})

describe('group of at most 5 participants and seats', () => {
  const now = new Date(start.getTime() - 30 * day)
  const session = { startsAt: start, seats: 12, booked: 4 }
  it('takes 1 to 5', () => {
    expect(refusal(session, 5, now)).toBeNull()
    expect(refusal(session, 6, now)).toBe('Un groupe compte au plus 5 participants.')
  })
  it('never more than the seats left', () => {
    expect(refusal({ ...session, booked: 10 }, 3, now)).toBe('Il ne reste que 2 places pour cette session.')
    expect(refusal({ ...session, booked: 12 }, 1, now)).toBe('Cette session est complète.')
    expect(sessionState({ ...session, booked: 12 }, now)).toBe('full')
  })
  it('is confirmed from 3 registered', () => {
    expect(isConfirmed({ booked: 2 })).toBe(false)
    expect(isConfirmed({ booked: 3 })).toBe(true)
  })
  it('the shared schema refuses a sixth participant and an empty group', () => {
    const base = {
      session: '4',
      civility: 'm',
      lastname: 'Martin',
      firstname: 'Luc',
      email: 'luc.martin@exemple.fr',
      phone: '0612345678',
      company: 'Martin Peinture',
      siret: '73282932000074',
      consent: true,
    }
    const p = { civility: 'mme', lastname: 'Durand', firstname: 'Anne' }
    expect(trainingSchema.safeParse({ ...base, participants: [p, p, p, p, p] }).success).toBe(true)
    const six = trainingSchema.safeParse({ ...base, participants: [p, p, p, p, p, p] })
    expect(six.success ? null : six.error.issues[0]?.message).toBe('Un groupe compte au plus 5 participants.')
    const none = trainingSchema.safeParse({ ...base, participants: [] })
    expect(none.success ? null : none.error.issues[0]?.message).toBe('Le champ participants doit avoir une valeur de 1 ou plus.')
  })
})
