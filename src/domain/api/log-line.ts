/**
 * One log line for an expected client error (a 4xx: validation, 401, 403, 404, 429): the
 * facts as key=value pairs on one line, no stack. A stack belongs to a fault of ours (5xx),
 * which keeps it. Used by the v1 API's error answers and by Payload's logger (decision 093).
 */

export type ExpectedLevel = 'info' | 'warn'

export interface ProblemFields {
  status: number
  code?: string
  method?: string
  path?: string
  message?: string
}

/** 4xx only. Refused credentials and limits are warnings (someone may be trying); the rest is information. */
export function expectedLevel(status: number): ExpectedLevel | null {
  if (!Number.isInteger(status) || status < 400 || status > 499) return null
  return status === 401 || status === 423 || status === 429 ? 'warn' : 'info'
}

/** A value longer than this is cut (a message may quote what the client sent). */
const MAX_VALUE = 300

/** `status=403 code=forbidden method=GET path=/api/v1/x message="…"`: values quoted when needed, never a line break. */
export function problemLine(source: string, fields: ProblemFields): string {
  const parts = [`[${source}]`]
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue
    const whole = String(value)
    const text = whole.length > MAX_VALUE ? `${whole.slice(0, MAX_VALUE)}…` : whole
    parts.push(`${key}=${/^[\w./:@-]+$/.test(text) ? text : JSON.stringify(text)}`)
  }
  return parts.join(' ')
}

/**
 * The one-line form of what Payload's error handler logs (`{ err }`), when the error is an
 * expected client error (its `status` is a 4xx). Payload picks a level by the error's class
 * name, which a production build minifies: the status is what stays true.
 */
export function expectedPayloadError(arg: unknown): { level: ExpectedLevel; line: string } | null {
  if (typeof arg !== 'object' || arg === null || !('err' in arg)) return null
  const err = (arg as { err: unknown }).err
  if (typeof err !== 'object' || err === null) return null
  const { status, message } = err as { status?: unknown; message?: unknown }
  if (typeof status !== 'number') return null
  const level = expectedLevel(status)
  if (!level) return null
  return { level, line: problemLine('payload', { status, message: typeof message === 'string' ? message : undefined }) }
}
