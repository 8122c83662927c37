import { loginSchema } from '@/domain/account/schemas'
import { NO_STORE, publicAccountRoute } from '@/server/account/handler'
import { ACCOUNT_MESSAGES, accountView, login, unverifiedProblem } from '@/server/account/service'
import { sessionCookie } from '@/server/account/session'
import { errorResponse } from '@/server/http/error-response'

/**
 * POST /api/v1/account/login — one answer for a wrong e-mail or password, a locked or a
 * blocked account; a new session (cookie) on success.
 */
export const POST = publicAccountRoute('POST account/login', loginSchema, async ({ request, data }) => {
  const outcome = await login(request, data.email, data.password)
  if (!outcome.ok && outcome.reason === 'unverified') return errorResponse(unverifiedProblem())
  if (!outcome.ok)
    return Response.json({ status: 'unauthorized', message: ACCOUNT_MESSAGES.invalidLogin }, { status: 401, headers: NO_STORE })
  const headers = new Headers(NO_STORE)
  headers.append('Set-Cookie', sessionCookie(outcome.token, outcome.expiresAt))
  return Response.json({ data: accountView(outcome.user) }, { headers })
})
