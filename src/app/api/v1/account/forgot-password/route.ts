import { requestPasswordReset } from '@/data/customers'
import { forgotPasswordSchema } from '@/domain/account/schemas'
import { NO_STORE, publicAccountRoute } from '@/server/account/handler'
import { ACCOUNT_MESSAGES, limitResetRequest } from '@/server/account/service'

/** POST /api/v1/account/forgot-password — the same answer whether the address has an account or not. */
export const POST = publicAccountRoute('POST account/forgot-password', forgotPasswordSchema, async ({ request, data }) => {
  await limitResetRequest(request, data.email)
  await requestPasswordReset(data.email)
  return Response.json({ data: { message: ACCOUNT_MESSAGES.passwordMailSent } }, { headers: NO_STORE })
})
