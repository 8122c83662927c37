import { resendVerificationEmail } from '@/data/customers'
import { forgotPasswordSchema } from '@/domain/account/schemas'
import { NO_STORE, publicAccountRoute } from '@/server/account/handler'
import { ACCOUNT_MESSAGES, limitVerificationResend } from '@/server/account/service'

/**
 * POST /api/v1/account/resend-verification — the verification e-mail again, when an account
 * waiting for it has this address; the same answer for an unknown or an already confirmed one.
 */
export const POST = publicAccountRoute('POST account/resend-verification', forgotPasswordSchema, async ({ request, data }) => {
  await limitVerificationResend(request, data.email)
  await resendVerificationEmail(data.email)
  return Response.json({ data: { message: ACCOUNT_MESSAGES.verificationResent } }, { headers: NO_STORE })
})
