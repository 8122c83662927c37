import { defaultLoggerOptions } from 'payload'
import type { LoggerOptions } from 'pino'
import { expectedPayloadError } from '@/domain/api/log-line'

type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

/**
 * Payload's error handler logs an anonymous 403, a failed login or a refused upload as an
 * ERROR with the whole stack when the production build has minified the error's class
 * name (its `loggingLevels` are keyed by that name). This hook turns any `{ err }` whose
 * status is a 4xx into one line at info or warn (decision 093); faults keep their stack.
 */
const oneLineForClientErrors: LogMethodHook = function (args, method) {
  const expected = expectedPayloadError(args[0])
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
