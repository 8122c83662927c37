/**
 * The guard in front of Payload's staff login, POST /api/users/login (issue 20, decision 090).
 * Payload's own lock (per account) let anybody lock an editor out and its message told that the
 * account exists; it is off (maxLoginAttempts 0) and replaced here by limits that only the
 * guessing address meets:
 * - per address-and-account pair: 10 attempts per 15 minutes — the editor's own address, and
 *   every other address, keep their attempts;
 * - per client address, every account together: 30 per 15 minutes (spraying many accounts).
 * Attempts are taken before the password is checked and rate-limiter-flexible takes them
 * atomically: concurrent attempts cannot exceed the limits. A successful login gives the
 * pair's attempts back. For an unknown e-mail the password is hashed as Payload would for a
 * known one, and Payload then gives its usual answer: the same status and body, about the same time.
 */
import 'server-only'
import { ApiProblem } from '@/domain/api/errors'
import { staffAccountExists } from '@/data/staff'
import { errorResponse } from '@/server/http/error-response'
import { addressKey } from '@/server/http/limits'
import { forgetAttempts, limiter, takeAttempt } from '@/server/http/rate-limit'
import { spendLoginTime } from './login-time'

export const STAFF_LOGIN_PATH = '/api/users/login'
const QUARTER = 15 * 60

export const STAFF_LOGIN_BUDGETS = {
  pair: { points: 10, duration: QUARTER },
  address: { points: 30, duration: QUARTER },
} as const

const pairs = () => limiter('staff-login-pair', STAFF_LOGIN_BUDGETS.pair.points, STAFF_LOGIN_BUDGETS.pair.duration)
const addresses = () => limiter('staff-login-ip', STAFF_LOGIN_BUDGETS.address.points, STAFF_LOGIN_BUDGETS.address.duration)

/** The e-mail and password of a login body: JSON, or Payload's admin form (multipart with a `_payload` JSON field). */
async function credentials(request: Request): Promise<{ email: string; password: string }> {
  const read = (value: unknown) => {
    const body = (value && typeof value === 'object' ? value : {}) as { email?: unknown; password?: unknown }
    return {
      email: typeof body.email === 'string' ? body.email.trim().toLowerCase() : '',
      password: typeof body.password === 'string' ? body.password : '',
    }
  }
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData()
      const payload = form.get('_payload')
      if (typeof payload === 'string') return read(JSON.parse(payload))
      return read(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')))
    }
    return read(JSON.parse(await request.clone().text()))
  } catch {
    return read(null)
  }
}

/** Runs Payload's handler for every request but the staff login, which it guards first. */
export async function guardStaffLogin(request: Request, handle: () => Promise<Response>): Promise<Response> {
  if (new URL(request.url).pathname !== STAFF_LOGIN_PATH) return handle()
  const { email, password } = await credentials(request)
  const address = addressKey(request)
  const pair = `${address}|${email}`
  try {
    await takeAttempt(addresses(), address)
    await takeAttempt(pairs(), pair)
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error
    // Payload's admin shows `errors[0].message`; the site's clients read `message`.
    const response = errorResponse(error)
    return Response.json(
      { ...error.body, errors: [{ message: error.body.message }] },
      { status: response.status, headers: response.headers },
    )
  }
  if (!(await staffAccountExists(email))) await spendLoginTime(password)
  const response = await handle()
  if (response.ok) await forgetAttempts(pairs(), pair)
  return response
}
