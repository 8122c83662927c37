import { defaultLoggerOptions } from 'payload'
import type { LoggerOptions } from 'pino'
import { expectedPayloadError } from '@/domain/api/log-line'
import { isUploadRefusal, payloadFieldErrors } from '@/payload/hooks/errors'

type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

/** pino's number for `error`. */
const ERROR = 50

/**
 * Payload's `{ err }` with the reasons of its field errors in the message, so that the one line
 * says why (« … invalid: file (file: File type text/plain (from extension png) is not allowed.) »).
 */
function withFieldReasons(arg: unknown): unknown {
  if (typeof arg !== 'object' || arg === null || !('err' in arg)) return arg
  const { err } = arg as { err: unknown }
  const fields = payloadFieldErrors(err)
  if (!fields) return arg
  const reasons = fields.map((field) => `${field.path}: ${field.message}`).join('; ')
  return { err: { status: 400, message: `${(err as { message?: unknown }).message} (${reasons})` } }
}

/**
 * Payload's error handler logs an anonymous 403, a failed login or a refused upload as an
 * ERROR with the whole stack when the production build has minified the error's class
 * name (its `loggingLevels` are keyed by that name). This hook turns any `{ err }` whose
 * status is a 4xx into one line at info or warn, with its fields' reasons (decision 093);
 * faults keep their stack.
 *
 * Payload's check of an uploaded file also logs its refusal as a plain ERROR string
 * (« File type text/plain (from extension png) is not allowed. ») before throwing it as the 400
 * its error handler logs: that first line is dropped, the 400 is the one line.
 */
const oneLineForClientErrors: LogMethodHook = function (args, method, level) {
  const [first] = args as unknown[]
  if (level === ERROR && args.length === 1 && typeof first === 'string' && isUploadRefusal(first)) return
  const expected = expectedPayloadError(withFieldReasons(first))
  if (expected) {
    this[expected.level](expected.line)
    return
  }
  method.apply(this, args)
}

/** Payload's own pretty output, with the hook above. */
export const payloadLogger = {
  options: { name: 'payload', hooks: { logMethod: oneLineForClientErrors } },
  destination: defaultLoggerOptions,
}
