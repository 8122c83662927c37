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

/** The name of the participant at `index` (from 0) in the registration form: « Participant 2 ». */
export function participantLabel(index: number): string {
  return `Participant ${index + 1}`
}

/**
 * The message of a field, naming the participant when the field is one of a participant's
 * (path `participants.{index}.{field}`): every participant has the same fields, so « Veuillez
 * renseigner le champ nom du participant. » alone does not say which one to fix. The field's
 * own message (spec §5) follows the name unchanged but for its capital: « Participant 2 :
 * veuillez renseigner le champ nom du participant. ». Any other message is returned as it is.
 */
export function participantMessage(path: string, message: string): string {
  const match = /^participants\.(\d+)\./.exec(path)
  if (!match) return message
  const prefix = `${participantLabel(Number(match[1]))}\u00a0: `
  if (message.startsWith(prefix)) return message
  return `${prefix}${message.charAt(0).toLocaleLowerCase('fr-FR')}${message.slice(1)}`
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

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const n = h + l - 7 * m + 114
  return new Date(Date.UTC(year, Math.floor(n / 31) - 1, (n % 31) + 1))
}

const FIXED_HOLIDAYS = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25']
/** Easter Monday, Ascension Thursday and Whit Monday, in days after Easter Sunday. */
const EASTER_HOLIDAYS = [1, 39, 50]

/** A French public holiday (metropolitan France), the day read in UTC. */
export function isFrenchPublicHoliday(day: Date): boolean {
  const monthDay = day.toISOString().slice(5, 10)
  if (FIXED_HOLIDAYS.includes(monthDay)) return true
  const easter = easterSunday(day.getUTCFullYear()).getTime()
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())
  return EASTER_HOLIDAYS.some((after) => midnight === easter + after * DAY)
}

/**
 * A day a training session may start on: Monday to Thursday, so that a two-day session ends by
 * Friday; neither it nor the next day a public holiday; not in the year-end closure (from
 * 24 December to 1 January).
 */
export function isTrainingStartDay(day: Date): boolean {
  const weekday = day.getUTCDay()
  if (weekday === 0 || weekday > 4) return false
  const monthDay = day.toISOString().slice(5, 10)
  if (monthDay >= '12-24' || monthDay === '01-01') return false
  return !isFrenchPublicHoliday(day) && !isFrenchPublicHoliday(new Date(day.getTime() + DAY))
}

/** The start day nearest to `target` (the earlier one on a tie), at the same time of day. */
export function nearestTrainingDay(target: Date): Date {
  for (let shift = 0; ; shift += 1) {
    for (const sign of [-1, 1]) {
      const day = new Date(target.getTime() + sign * shift * DAY)
      if (isTrainingStartDay(day)) return day
    }
  }
}
