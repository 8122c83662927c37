import 'server-only'
import { z } from 'zod'
import type { EndpointDef } from '@/domain/api/endpoints'
import { ApiProblem, fromZodError } from '@/domain/api/errors'
import { parseFr } from '@/domain/api/params'
import { queryToObject } from '@/domain/api/query'
import { env } from '@/env'
import { errorResponse, faultResponse } from './error-response'
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

/**
 * `Server-Timing: app;dur=…`: the time the handler took, from the parsing of the query
 * to the serialised answer (not the queueing before it). Browsers show it in their
 * network panel; the benchmarks read it.
 */
function timed(response: Response, start: number): Response {
  response.headers.set('Server-Timing', `app;dur=${(performance.now() - start).toFixed(2)}`)
  return response
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
          return faultResponse(`${where} answer does not match its schema ${z.prettifyError(checked.error)}`, body)
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
