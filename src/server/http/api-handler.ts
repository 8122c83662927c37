import 'server-only'
import { z } from 'zod'
import type { EndpointDef } from '@/domain/api/endpoints'
import { ApiProblem, fromZodError, serverErrorBody } from '@/domain/api/errors'
import { expectedLevel, problemLine } from '@/domain/api/log-line'
import { parseFr } from '@/domain/api/params'
import { queryToObject } from '@/domain/api/query'
import { env } from '@/env'
import { faultResponse } from './fault'
import { resolveContext, type ApiContext } from '@/data/api/context'

type RouteParams = Record<string, string | string[] | undefined>

/** Next.js route handler signature (the context is always passed by Next). */
export type RouteHandler<P extends RouteParams = RouteParams> = (request: Request, context: { params: Promise<P> }) => Promise<Response>

type PathOf<E extends EndpointDef> = E['pathParams'] extends z.ZodType ? z.output<E['pathParams']> : Record<string, never>

export interface HandlerArgs<E extends EndpointDef> {
  request: Request
  query: z.output<E['query']>
  params: PathOf<E>
  ctx: ApiContext
}

/** Successful answers may be kept 60 s by a shared cache; browsers revalidate. */
const OK_HEADERS = { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' }
const ERROR_HEADERS = { 'Cache-Control': 'no-store' }

/**
 * The JSON answer of an expected error. It is logged as one line (status, code, and the
 * method and path when the request is given; no stack: decision 093); faults are answered
 * by `faultResponse` (a 503 when the database is away, else a 500 logged with its stack).
 */
export function errorResponse(problem: ApiProblem, request?: Request): Response {
  logProblem(problem, request)
  const headers: Record<string, string> = { ...ERROR_HEADERS }
  if (problem.retryAfter !== undefined) headers['Retry-After'] = String(Math.ceil(problem.retryAfter))
  return Response.json(problem.body, { status: problem.httpStatus, headers })
}

/**
 * `Server-Timing: app;dur=…`: the time the handler took, from the parsing of the query
 * to the serialised answer (not the queueing before it). Browsers show it in their
 * network panel; the benchmarks read it.
 */
function timed(response: Response, start: number): Response {
  response.headers.set('Server-Timing', `app;dur=${(performance.now() - start).toFixed(2)}`)
  return response
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

function internalError(where: string, error: unknown): Response {
  console.error(`[api/v1] ${where}:`, error)
  return Response.json(serverErrorBody(), { status: 500, headers: ERROR_HEADERS })
}

/**
 * The one wrapper of every v1 GET handler:
 * - parses the query string (automatic params included) and the path params with the
 *   endpoint's schemas: bad input is a 400 with a French message, never a 500;
 * - resolves site, language and sales plan;
 * - checks the answer against the response schema outside production;
 * - turns ApiProblem into its JSON body, a database away into a 503 with Retry-After, and
 *   anything else into a logged 500 whose body carries no detail.
 */
export function apiGet<E extends EndpointDef>(endpoint: E, run: (args: HandlerArgs<E>) => Promise<z.input<E['response']>>): RouteHandler {
  return async (request, context) => {
    const start = performance.now()
    return timed(await answer(request, context), start)
  }

  async function answer(request: Request, context: { params: Promise<RouteParams> }): Promise<Response> {
    const where = `GET ${endpoint.path}`
    try {
      const url = new URL(request.url)
      const query = parseFr(endpoint.query, queryToObject(url.searchParams))
      if (!query.success) throw fromZodError(query.error)

      let params = {} as PathOf<E>
      if (endpoint.pathParams) {
        const raw = (await context?.params) ?? {}
        const parsed = parseFr(endpoint.pathParams, raw)
        if (!parsed.success) throw fromZodError(parsed.error)
        params = parsed.data as PathOf<E>
      }

      const ctx = await resolveContext(query.data as z.output<E['query']> & Parameters<typeof resolveContext>[0])
      const body = await run({ request, query: query.data as z.output<E['query']>, params, ctx })

      if (env.NODE_ENV !== 'production') {
        const checked = endpoint.response.safeParse(body)
        if (!checked.success) {
          return internalError(`${where} answer does not match its schema ${z.prettifyError(checked.error)}`, body)
        }
      }
      return Response.json(body, { headers: OK_HEADERS })
    } catch (error) {
      if (error instanceof ApiProblem) return errorResponse(error, request)
      if (error instanceof z.ZodError) return errorResponse(fromZodError(error), request)
      return faultResponse(where, error)
    }
  }
}
