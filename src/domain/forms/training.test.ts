import { describe, expect, it } from 'vitest'
import {
  easterSunday,
  enrolmentDeadline,
  isConfirmed,
  isEnrolmentOpen,
  isFrenchPublicHoliday,
  nearestTrainingDay,
  participantMessage,
  refusal,
  sessionState,
} from './training'
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

describe('training start days', () => {
  it('computes Easter Sunday', () => {
    expect(['2025', '2026', '2027', '2028'].map((y) => easterSunday(Number(y)).toISOString().slice(0, 10))).toEqual([
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
    ])
  })

  it('knows the fixed and the Easter public holidays', () => {
    for (const day of ['2026-11-11', '2027-05-08', '2027-03-29', '2027-05-06', '2027-05-17'])
      expect(isFrenchPublicHoliday(new Date(`${day}T08:00:00Z`)), day).toBe(true)
    for (const day of ['2026-11-12', '2027-03-30', '2027-05-07'])
      expect(isFrenchPublicHoliday(new Date(`${day}T08:00:00Z`)), day).toBe(false)
  })

  it('starts on a working day from Monday to Thursday, the next day working too', () => {
    const at = (day: string) => nearestTrainingDay(new Date(`${day}T08:00:00Z`)).toISOString()
    expect(at('2026-12-08')).toBe('2026-12-08T08:00:00.000Z') // a Tuesday stays
    expect(at('2026-12-06')).toBe('2026-12-07T08:00:00.000Z') // Sunday → Monday
    expect(at('2026-12-05')).toBe('2026-12-03T08:00:00.000Z') // Saturday → Thursday (the earlier on a tie)
    expect(at('2026-12-26')).toBe('2026-12-23T08:00:00.000Z') // the year-end closure
    expect(at('2026-11-10')).toBe('2026-11-09T08:00:00.000Z') // the eve of 11 November
    expect(at('2027-05-06')).toBe('2027-05-04T08:00:00.000Z') // Ascension Thursday, and its eve
  })
})

describe('messages of a participant’s fields', () => {
  it('name the participant, then give the field’s own message (spec §5) unchanged but for its capital', () => {
    const empty = trainingSchema.safeParse({
      participants: [
        { civility: 'mme', lastname: 'Roux', firstname: 'Claire' },
        { civility: undefined, lastname: '', firstname: '' },
      ],
    })
    const messages = (empty.error?.issues ?? [])
      .filter((issue) => issue.path[0] === 'participants')
      .map((issue) => participantMessage(issue.path.join('.'), issue.message).replace(/\u00a0/g, ' '))
    expect(messages).toEqual([
      'Participant 2 : veuillez renseigner le champ civilité du participant.',
      'Participant 2 : veuillez renseigner le champ nom du participant.',
      'Participant 2 : veuillez renseigner le champ prénom du participant.',
    ])
    expect(participantMessage('participants.4.function', 'Le champ fonction du participant ne doit pas dépasser 120 caractères.')).toBe(
      'Participant 5\u00a0: le champ fonction du participant ne doit pas dépasser 120 caractères.',
    )
  })

  it('leaves the other fields’ messages, and a message already named, as they are', () => {
    expect(participantMessage('lastname', 'Veuillez renseigner le champ nom.')).toBe('Veuillez renseigner le champ nom.')
    expect(participantMessage('participants', 'Un groupe compte au plus 5 participants.')).toBe('Un groupe compte au plus 5 participants.')
    const named = participantMessage('participants.1.lastname', 'Veuillez renseigner le champ nom du participant.')
    expect(participantMessage('participants.1.lastname', named)).toBe(named)
  })
})
