/**
 * Training rules of spec §9: groups of at most 5 participants per registration,
 * enrolment closed 15 days before the session, a session confirmed from 3 registered.
 */
export const MAX_PARTICIPANTS = 5
export const MIN_CONFIRMED = 3
export const CLOSES_DAYS_BEFORE = 15
const DAY = 24 * 60 * 60 * 1000

export type SessionState = 'open' | 'closed' | 'full'

/** A training session as the public page and its registration form show it. */
export interface TrainingSessionView {
  id: number
  title: string
  summary: string
  startsAt: string
  duration: string
  place: string
  seats: number
  booked: number
}

export interface SessionFacts {
  startsAt: Date
  seats: number
  booked: number
}

/** Last moment one can register: 15 whole days before the start. */
export function enrolmentDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CLOSES_DAYS_BEFORE * DAY)
}

export function isEnrolmentOpen(startsAt: Date, now: Date): boolean {
  return now.getTime() < enrolmentDeadline(startsAt).getTime()
}

export function seatsLeft(session: SessionFacts): number {
  return Math.max(0, session.seats - session.booked)
}

export function sessionState(session: SessionFacts, now: Date): SessionState {
  if (seatsLeft(session) === 0) return 'full'
  if (!isEnrolmentOpen(session.startsAt, now)) return 'closed'
  return 'open'
}

export function isConfirmed(session: Pick<SessionFacts, 'booked'>): boolean {
  return session.booked >= MIN_CONFIRMED
}

/** Why a registration of `count` participants cannot be taken, or null. */
export function refusal(session: SessionFacts, count: number, now: Date): string | null {
  if (count > MAX_PARTICIPANTS) return `Un groupe compte au plus ${MAX_PARTICIPANTS} participants.`
  if (!isEnrolmentOpen(session.startsAt, now))
    return `Les inscriptions à cette session sont closes (${CLOSES_DAYS_BEFORE} jours avant la date).`
  const left = seatsLeft(session)
  if (left === 0) return 'Cette session est complète.'
  if (count > left)
    return left === 1 ? 'Il ne reste qu’une place pour cette session.' : `Il ne reste que ${left} places pour cette session.`
  return null
}
