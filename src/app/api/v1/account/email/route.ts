import { checkCustomerPassword, requestEmailChange } from '@/data/customers'
import { changeEmailSchema } from '@/domain/account/schemas'
import { badRequest } from '@/domain/api/errors'
import { customerRoute, NO_STORE } from '@/server/account/handler'
import { ACCOUNT_MESSAGES, currentPasswordAccepted, limitCurrentPasswordCheck, limitEmailChange } from '@/server/account/service'

/**
 * POST /api/v1/account/email — asks the current password, keeps the new address as pending
 * and mails it a link valid 24 hours (POST /account/verify); the current address gets a
 * notice. The account's address changes only when the link is followed.
 */
export const POST = customerRoute('POST account/email', changeEmailSchema, async ({ customer, data }) => {
  await limitCurrentPasswordCheck(customer)
  if (!(await checkCustomerPassword(customer, data.currentPassword)))
    throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword, [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongCurrentPassword }])
  await currentPasswordAccepted(customer)
  if (data.email.toLowerCase() === customer.email.toLowerCase())
    throw badRequest(ACCOUNT_MESSAGES.sameEmail, [{ path: 'email', message: ACCOUNT_MESSAGES.sameEmail }])
  // After the password (5 checks every 15 minutes): each request may mail or tell a taken address.
  await limitEmailChange(customer)
  const outcome = await requestEmailChange(customer, data.email)
  if (outcome.status === 'same') throw badRequest(ACCOUNT_MESSAGES.sameEmail, [{ path: 'email', message: ACCOUNT_MESSAGES.sameEmail }])
  if (outcome.status === 'taken')
    throw badRequest(ACCOUNT_MESSAGES.emailUnavailable, [{ path: 'email', message: ACCOUNT_MESSAGES.emailUnavailable }])
  if (outcome.status === 'mailFailed')
    return Response.json({ status: 'server_error', message: ACCOUNT_MESSAGES.mailFailed }, { status: 502, headers: NO_STORE })
  return Response.json({ data: { message: ACCOUNT_MESSAGES.emailChangeSent } }, { headers: NO_STORE })
})
