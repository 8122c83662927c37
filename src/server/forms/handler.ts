import 'server-only'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { errorResponse, faultResponse } from '@/server/http/error-response'
import { payloadClient } from '@/data/payload'
import { ApiProblem, badRequest, fromZodError } from '@/domain/api/errors'
import { parseFr } from '@/domain/api/params'
import { CAPTCHA_FAILED } from '@/domain/forms/captcha'
import { clientAddress } from '@/server/http/client-address'
import { limitAddress, limitKey } from '@/server/http/limits'
import { IDEMPOTENCY_HEADER, readSubmissionKey, SUBMISSION_KEY_FIELD, SUBMISSION_KEY_INVALID } from '@/domain/forms/idempotency'
import { verifyCaptcha } from './captcha'
import { claimSubmission, completeSubmission, fingerprintOf, releaseSubmission } from './idempotency'

const NO_STORE = { 'Cache-Control': 'no-store' }
const MAX_JSON_BYTES = 64 * 1024

/** The visitor's form fields, captcha token and submission key (decision 134), from JSON or multipart. */
export type FormInput = { fields: Record<string, unknown>; captcha: unknown; files: Record<string, File | null>; key?: unknown }

export async function readInput(request: Request): Promise<FormInput> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw badRequest('Le formulaire envoyé est illisible.')
    }
    const fields: Record<string, unknown> = {}
    const files: Record<string, File | null> = {}
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = key === 'consent' ? value === 'true' || value === 'on' : value
      else files[key] = value
    }
    const { captcha, [SUBMISSION_KEY_FIELD]: key, ...rest } = fields
    return { fields: rest, captcha, files, key }
  }
  if (!type.startsWith('application/json')) throw badRequest('Corps de requête JSON attendu.')
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw badRequest('La requête est trop volumineuse.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest('Corps de requête JSON invalide.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Corps de requête JSON invalide.')
  const { captcha, [SUBMISSION_KEY_FIELD]: key, ...fields } = body as Record<string, unknown>
  return { fields, captcha, files: {}, key }
}

/**
 * The one wrapper of every form endpoint (POST): reads the body, checks the captcha,
 * parses with the form's shared zod schema (400 with the French messages: the browser
 * is never trusted), runs the action, answers 201 `{ data }`. Errors follow decision
 * 020; anything unexpected is a logged 500 with the default error message.
 *
 * With a submission key (`Idempotency-Key` header or `submission_key` field, decision 134),
 * a repeat of a submission already answered gets that answer again, marked
 * `Idempotent-Replayed: true`, without its captcha (used by the first) nor a second action.
 */
export function formPost<S extends z.ZodType, R>(options: {
  name: string
  schema: S
  run: (args: { payload: Payload; data: z.output<S>; input: FormInput; request: Request }) => Promise<R>
}): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const input = await readInput(request)
      const parsed = parseFr(options.schema, input.fields)
      if (!parsed.success) throw fromZodError(parsed.error)
      const key = readSubmissionKey(request.headers.get(IDEMPOTENCY_HEADER), input.key)
      if (key === false) throw badRequest(SUBMISSION_KEY_INVALID, [{ path: SUBMISSION_KEY_FIELD, message: SUBMISSION_KEY_INVALID }])
      await limitAddress(request, 'form', options.name)
      const email = (parsed.data as { email?: unknown }).email
      if (typeof email === 'string') await limitKey('formEmail', email)
      const payload = await payloadClient()
      const claim = key ? await claimSubmission(payload, options.name, key, fingerprintOf(options.name, input)) : null
      if (claim?.kind === 'replay')
        return Response.json(claim.response, { status: 201, headers: { ...NO_STORE, 'Idempotent-Replayed': 'true' } })
      try {
        if (!(await verifyCaptcha(input.captcha, options.name, clientAddress(request.headers)))) {
          throw badRequest(CAPTCHA_FAILED, [{ path: 'captcha', message: CAPTCHA_FAILED }])
        }
        const data = await options.run({ payload, data: parsed.data as z.output<S>, input, request })
        if (claim) await completeSubmission(payload, claim.id, { data })
        return Response.json({ data }, { status: 201, headers: NO_STORE })
      } catch (error) {
        // Refused or failed: the key is free for the corrected form.
        if (claim) await releaseSubmission(payload, claim.id)
        throw error
      }
    } catch (error) {
      if (error instanceof ApiProblem) return errorResponse(error, request)
      return faultResponse(`POST ${options.name}`, error)
    }
  }
}
