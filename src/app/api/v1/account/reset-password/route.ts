import { resetCustomerPassword } from '@/data/customers'
import { resetPasswordSchema } from '@/domain/account/schemas'
import { badRequest } from '@/domain/api/errors'
import { NO_STORE, publicAccountRoute } from '@/server/account/handler'
import { ACCOUNT_MESSAGES, checkNewPassword } from '@/server/account/service'
import { clearedSessionCookie } from '@/server/account/session'

/** POST /api/v1/account/reset-password — a single-use link valid one hour; every session of the account ends. */
export const POST = publicAccountRoute('POST account/reset-password', resetPasswordSchema, async ({ data }) => {
  checkNewPassword(data.password)
  if (!(await resetCustomerPassword(data.token, data.password)))
    throw badRequest(ACCOUNT_MESSAGES.badResetLink, [{ path: 'token', message: ACCOUNT_MESSAGES.badResetLink }])
  const headers = new Headers(NO_STORE)
  headers.append('Set-Cookie', clearedSessionCookie())
  return Response.json({ data: { message: ACCOUNT_MESSAGES.passwordChanged } }, { headers })
})
