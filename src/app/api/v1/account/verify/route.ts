import { z } from 'zod'
import { confirmEmailChange, verifyCustomerEmail } from '@/data/customers'
import { badRequest } from '@/domain/api/errors'
import { requiredText } from '@/domain/forms/validators'
import { NO_STORE, publicAccountRoute } from '@/server/account/handler'
import { ACCOUNT_MESSAGES } from '@/server/account/service'

/**
 * POST /api/v1/account/verify — the link of a verification e-mail (single use): the signup's
 * (the account is confirmed, `kind: 'signup'`) or a change of address's (the account's
 * e-mail becomes the new address, `kind: 'emailChange'`).
 */
export const POST = publicAccountRoute(
  'POST account/verify',
  z.object({ token: requiredText('lien de confirmation', 200) }),
  async ({ data }) => {
    const change = await confirmEmailChange(data.token)
    if (change === 'changed')
      return Response.json({ data: { message: ACCOUNT_MESSAGES.emailChanged, kind: 'emailChange' } }, { headers: NO_STORE })
    if (change === 'taken')
      throw badRequest(ACCOUNT_MESSAGES.emailUnavailable, [{ path: 'token', message: ACCOUNT_MESSAGES.emailUnavailable }])
    if (!(await verifyCustomerEmail(data.token)))
      throw badRequest(ACCOUNT_MESSAGES.badVerifyLink, [{ path: 'token', message: ACCOUNT_MESSAGES.badVerifyLink }])
    return Response.json({ data: { message: ACCOUNT_MESSAGES.emailVerified, kind: 'signup' } }, { headers: NO_STORE })
  },
)
