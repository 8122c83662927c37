/**
 * The wrapper of the account endpoints: JSON body read and parsed with the form's shared
 * schema (400 with the French messages), the caller's session when the endpoint needs one
 * (401 otherwise), errors as in decision 020 (401, 403, 404 and 429 included), never a 500
 * for bad input. Answers are never cached.
 */
import 'server-only'
import type { z } from 'zod'
import type { CustomerUser } from '@/data/customers'
import { ApiProblem, fromZodError, unauthorized } from '@/domain/api/errors'
import { parseFr } from '@/domain/api/params'
import { readInput, type FormInput } from '@/server/forms/handler'
import { errorResponse, faultResponse } from '@/server/http/error-response'
import { customerOf } from './session'

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

type Run<S extends z.ZodType | null, U> = (args: {
  request: Request
  data: S extends z.ZodType ? z.output<S> : null
  input: FormInput | null
  customer: U
  params: Record<string, string>
}) => Promise<Response>

async function answer(name: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ApiProblem) return errorResponse(error)
    return faultResponse(name, error)
  }
}

async function parsed<S extends z.ZodType | null>(schema: S, request: Request): Promise<{ data: unknown; input: FormInput | null }> {
  if (schema === null) return { data: null, input: null }
  const input = await readInput(request)
  const result = parseFr(schema, input.fields)
  if (!result.success) throw fromZodError(result.error)
  return { data: result.data, input }
}

type Context = { params: Promise<Record<string, string | string[] | undefined>> }

async function paramsOf(context: Context | undefined): Promise<Record<string, string>> {
  const raw = (await context?.params) ?? {}
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : (v ?? '')]))
}

/** An endpoint any visitor may call (signup, login, password reset): the caller's session is not read. */
export function publicAccountRoute<S extends z.ZodType | null>(name: string, schema: S, run: Run<S, null>) {
  return (request: Request, context?: Context): Promise<Response> =>
    answer(name, async () => {
      const { data, input } = await parsed(schema, request)
      return run({ request, data: data as never, input, customer: null, params: await paramsOf(context) })
    })
}

/** An endpoint of the signed-in customer: 401 without a valid session (spec §4 access gate). */
export function customerRoute<S extends z.ZodType | null>(name: string, schema: S, run: Run<S, CustomerUser>) {
  return (request: Request, context?: Context): Promise<Response> =>
    answer(name, async () => {
      const customer = await customerOf(request)
      if (!customer) throw unauthorized()
      const { data, input } = await parsed(schema, request)
      return run({ request, data: data as never, input, customer, params: await paramsOf(context) })
    })
}

/** A JSON body the caller may leave out (an empty body: null), else read and parsed as the wrappers do. */
export async function optionalBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | null> {
  if ((await request.clone().text()).trim() === '') return null
  return (await parsed(schema, request)).data as z.output<S>
}
