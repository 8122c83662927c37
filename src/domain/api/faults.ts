/**
 * Faults that are not the request's (decision 118): the database refuses or does not answer,
 * is starting or stopping, or every connection stayed busy past the pool's wait. The client
 * may try again a moment later, so the answer is a 503 with Retry-After, not a 500.
 */

/** Node's network codes, PostgreSQL's (admin/crash shutdown, cannot connect now, too many clients) and SQLite's lock. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
])

/** pg's own messages: the pool's queue timed out, the client's connection attempt timed out, or the connection was cut. */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i,
  /connection terminated/i,
  /database is locked/i,
]

/** How deep causes are followed (Drizzle wraps pg's error, which may wrap the socket's). */
const MAX_DEPTH = 5

/**
 * The message of the error that shows the database away (the driver's, not its wrapper's
 * query text), or null for any other fault.
 */
export function unavailableCause(error: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return null
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  const text = typeof message === 'string' ? message : ''
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return text || code
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(text))) return text
  // Connecting to a name with several addresses fails as one AggregateError of the attempts.
  for (const inner of Array.isArray(errors) ? errors : []) {
    const found = unavailableCause(inner, depth + 1)
    if (found !== null) return found
  }
  return unavailableCause(cause, depth + 1)
}

export function isUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== null
}
