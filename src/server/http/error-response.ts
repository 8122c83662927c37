import 'server-only'
import { type ApiProblem, serverErrorBody, serviceUnavailable } from '@/domain/api/errors'
import { unavailableCause } from '@/domain/api/faults'
import { expectedLevel, problemLine } from '@/domain/api/log-line'

/** No error answer is kept by a cache. */
const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * The JSON answer of an expected error. It is logged as one line (status, code, and the
 * method and path when the request is given; no stack: decision 093).
 */
export function errorResponse(problem: ApiProblem, request?: Request): Response {
  logProblem(problem, request)
  const headers: Record<string, string> = { ...NO_STORE }
  if (problem.retryAfter !== undefined) headers['Retry-After'] = String(Math.ceil(problem.retryAfter))
  return Response.json(problem.body, { status: problem.httpStatus, headers })
}

function logProblem(problem: ApiProblem, request: Request | undefined): void {
  const level = expectedLevel(problem.httpStatus)
  if (!level) return
  console[level](
    problemLine('api/v1', {
      status: problem.httpStatus,
      code: problem.body.status,
      method: request?.method,
      path: request ? new URL(request.url).pathname : undefined,
      message: problem.body.message,
    }),
  )
}

/**
 * The answer to an error no handler expected (decision 118): a database that is away or
 * saturated is the 503 of `serviceUnavailable`, logged as one warning line with the driver's
 * message; any other fault is a 500 with no detail, logged with its stack.
 */
export function faultResponse(where: string, error: unknown): Response {
  const outage = unavailableCause(error)
  if (outage !== null) {
    console.warn(`[api/v1] ${where}: base de données indisponible (${outage}), réponse 503`)
    return errorResponse(serviceUnavailable())
  }
  console.error(`[api/v1] ${where}:`, error)
  return Response.json(serverErrorBody(), { status: 500, headers: NO_STORE })
}
