import { sql } from '@payloadcms/db-sqlite'
import type { CollectionBeforeChangeHook, NumberFieldSingleValidation, Payload } from 'payload'
import { number } from 'payload/shared'
import { runStatement } from '@/payload/db/statement'

/**
 * Seats of a training session, counted in `booked` (decision 069). Each change is one
 * UPDATE, so that concurrent registrations can never overbook: SQLite runs writes one
 * at a time and PostgreSQL locks the row for the statement.
 */

/** Takes `count` seats if they are left; false when the session is full. */
export async function takeSeats(payload: Payload, session: number, count: number): Promise<boolean> {
  const changed = await runStatement(
    payload,
    sql`UPDATE training_sessions SET booked = booked + ${count} WHERE id = ${session} AND booked + ${count} <= seats`,
  )
  return changed === 1
}

/** Gives `count` seats back (a cancelled or failed registration), never below zero. */
export async function releaseSeats(payload: Payload, session: number, count: number): Promise<void> {
  await runStatement(
    payload,
    sql`UPDATE training_sessions SET booked = CASE WHEN booked > ${count} THEN booked - ${count} ELSE 0 END WHERE id = ${session}`,
  )
}

/** The French message of a number of seats below the participants already registered. */
export function seatsBelowBookedMessage(booked: number): string {
  const s = booked > 1 ? 's' : ''
  return `Il y a déjà ${booked} inscrit${s} sur cette session : indiquez au moins ${booked} place${s}.`
}

/**
 * Seats may never go below the participants already registered (the pages would say « Complet …
 * les 5 places sont prises » with 10 registered). On an update the count is read from the row,
 * never from the submitted data: the back office's form sends back the `booked` it loaded, which
 * registrations may have raised since (and which a save never writes back: `keepBookedOutOfUpdates`).
 */
export const seatsAtLeastBooked: NumberFieldSingleValidation = async (value, options) => {
  const base = number(value, options)
  if (base !== true) return base
  if (typeof value !== 'number') return true
  const { id, operation, req, siblingData } = options
  let booked: unknown = (siblingData as { booked?: unknown } | undefined)?.booked
  if (operation === 'update' && id !== undefined && id !== null) {
    const row = await req.payload.findByID({
      collection: 'training-sessions',
      id,
      depth: 0,
      select: { booked: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    booked = row?.booked
  }
  return typeof booked === 'number' && value < booked ? seatsBelowBookedMessage(booked) : true
}

/**
 * `booked` is changed only by the conditional UPDATEs above (decision 069). A save through
 * Payload (staff editing the theme, the place or the seats) leaves the column out of its write,
 * so that it never puts back a count read before a registration (the form's, or the one Payload
 * reads at the start of the save). Creating a session still sets it (0 by default).
 */
export const keepBookedOutOfUpdates: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'update' || !('booked' in data)) return data
  const { booked: _booked, ...rest } = data
  return rest
}

/** `booked` is absent from an update's data (`keepBookedOutOfUpdates`): required only when a session is created. */
export const bookedOnCreate: NumberFieldSingleValidation = (value, options) =>
  options.operation === 'update' && value === undefined ? true : number(value, options)
