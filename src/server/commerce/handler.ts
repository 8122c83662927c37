/**
 * The wrapper of the commerce endpoints (cart, relay points): the query's automatic params
 * resolved to site, language and plan (400 on a bad one), a `cart_token` in the address
 * refused (400: a token in a URL ends up in logs and histories), the JSON body read once,
 * the cart token taken from the `X-Cart-Token` header or the body's `cart_token`, the
 * customer's session when there is one, errors as JSON with French messages, never a 500
 * for bad input. Answers are never cached.
 */
import 'server-only'
import { z } from 'zod'
import type { CustomerUser } from '@/data/customers'
import { resolveContext, type ApiContext } from '@/data/api/context'
import { ApiProblem, badRequest, CART_MESSAGES, fromZodError, unauthorized } from '@/domain/api/errors'
import { parseFr } from '@/domain/api/params'
import { queryToObject } from '@/domain/api/query'
import { customerOf } from '@/server/account/session'
import { errorResponse, faultResponse } from '@/server/http/error-response'

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

export interface CommerceCall<Q extends z.ZodObject> {
  request: Request
  query: z.output<Q>
  ctx: ApiContext
  /** The JSON body without `cart_token` (empty object when there is none). */
  body: Record<string, unknown>
  /** The cart token sent (header first, then body), or null. */
  token: string | null
  customer: CustomerUser | null
  params: Record<string, string>
}

type Context = { params: Promise<Record<string, string | string[] | undefined>> }

/** A JSON object body, or an empty object for an empty body. */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {}
  const text = await request.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('Corps de requête JSON attendu.')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('Corps de requête JSON attendu.')
  return value as Record<string, unknown>
}

export function ok(data: unknown, status = 200): Response {
  return Response.json({ data }, { status, headers: NO_STORE })
}

/** Parses a body with a shared schema: 400 with the French messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: Record<string, unknown>): z.output<S> {
  const parsed = parseFr(schema, body)
  if (!parsed.success) throw fromZodError(parsed.error)
  return parsed.data
}

export function commerceRoute<Q extends z.ZodObject>(
  name: string,
  options: { query: Q; session?: boolean },
  run: (call: CommerceCall<Q>) => Promise<Response>,
) {
  return async (request: Request, context?: Context): Promise<Response> => {
    const start = performance.now()
    const response = await answer(request, context)
    // The handler's own time, as the other v1 answers say it (the benchmarks read it).
    response.headers.set('Server-Timing', `app;dur=${(performance.now() - start).toFixed(2)}`)
    return response
  }

  async function answer(request: Request, context?: Context): Promise<Response> {
    try {
      const url = new URL(request.url)
      if (url.searchParams.has('cart_token')) {
        throw badRequest(CART_MESSAGES.tokenInUrl, [{ path: 'cart_token', message: CART_MESSAGES.tokenInUrl }])
      }
      const query = parseFr(options.query, queryToObject(url.searchParams))
      if (!query.success) throw fromZodError(query.error)
      const customer = await customerOf(request)
      if (options.session && !customer) throw unauthorized()
      const ctx = await resolveContext(query.data as Parameters<typeof resolveContext>[0])
      const { cart_token: bodyToken, ...body } = await readBody(request)
      const header = request.headers.get('x-cart-token')?.trim()
      const token = header ? header : typeof bodyToken === 'string' && bodyToken.trim() !== '' ? bodyToken.trim() : null
      const raw = (await context?.params) ?? {}
      const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : (v ?? '')]))
      return await run({ request, query: query.data, ctx, body, token, customer, params })
    } catch (error) {
      if (error instanceof ApiProblem) {
        const response = errorResponse(error, request)
        response.headers.set('Cache-Control', 'no-store')
        return response
      }
      if (error instanceof z.ZodError) return errorResponse(fromZodError(error), request)
      return faultResponse(name, error)
    }
  }
}
