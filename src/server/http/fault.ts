import 'server-only'
import { serverErrorBody, serviceUnavailable } from '@/domain/api/errors'
import { isUnavailable } from '@/domain/api/faults'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * The answer to an error no handler expected (decision 118): a database that is away or
 * saturated is a 503 with Retry-After and a French message, logged as one warning line; any
 * other fault is a 500 with no detail, logged with its stack.
 */
export function faultResponse(where: string, error: unknown): Response {
  if (isUnavailable(error)) {
    const problem = serviceUnavailable()
    console.warn(`[api/v1] ${where}: base de données indisponible (${rootMessage(error)}), réponse 503`)
    return Response.json(problem.body, {
      status: problem.httpStatus,
      headers: { ...NO_STORE, 'Retry-After': String(problem.retryAfter) },
    })
  }
  console.error(`[api/v1] ${where}:`, error)
  return Response.json(serverErrorBody(), { status: 500, headers: NO_STORE })
}

/** The innermost message of a chain of causes (the driver's, not its wrapper's query text). */
function rootMessage(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown } | null)?.cause
    if (typeof cause !== 'object' || cause === null) break
    current = cause
  }
  return current instanceof Error ? current.message : String(current)
}
