import { z } from 'zod'
import { verifyCustomerEmail } from '@/data/customers'
import { badRequest } from '@/domain/api/errors'
import { requiredText } from '@/domain/forms/validators'
import { NO_STORE, publicAccountRoute } from '@/server/account/handler'
import { ACCOUNT_MESSAGES } from '@/server/account/service'

/** POST /api/v1/account/verify — the link of the verification e-mail (single use). */
export const POST = publicAccountRoute(
  'POST account/verify',
  z.object({ token: requiredText('lien de confirmation', 200) }),
  async ({ data }) => {
    if (!(await verifyCustomerEmail(data.token)))
      throw badRequest(ACCOUNT_MESSAGES.badVerifyLink, [{ path: 'token', message: ACCOUNT_MESSAGES.badVerifyLink }])
    return Response.json({ data: { message: ACCOUNT_MESSAGES.emailVerified } }, { headers: NO_STORE })
  },
)
