import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
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
