import { signupSchema } from '@/domain/account/schemas'
import { badRequest } from '@/domain/api/errors'
import { CAPTCHA_FAILED } from '@/domain/forms/captcha'
import { NO_STORE, publicAccountRoute } from '@/server/account/handler'
import { ACCOUNT_MESSAGES, signup } from '@/server/account/service'
import { verifyCaptcha } from '@/server/forms/captcha'
import { clientAddress } from '@/server/http/client-address'

/** POST /api/v1/account/signup — a new customer account; the verification e-mail follows (same answer for a known address). */
export const POST = publicAccountRoute('POST account/signup', signupSchema, async ({ request, data, input }) => {
  if (!(await verifyCaptcha(input?.captcha, 'signup', clientAddress(request.headers)))) {
    throw badRequest(CAPTCHA_FAILED, [{ path: 'captcha', message: CAPTCHA_FAILED }])
  }
  await signup(request, data)
  return Response.json({ data: { message: ACCOUNT_MESSAGES.signedUp } }, { status: 201, headers: NO_STORE })
})
