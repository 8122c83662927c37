import { changeCustomerPassword, loginCustomer } from '@/data/customers'
import { changePasswordSchema } from '@/domain/account/schemas'
import { badRequest } from '@/domain/api/errors'
import { customerRoute, NO_STORE } from '@/server/account/handler'
import { ACCOUNT_MESSAGES, checkNewPassword, currentPasswordAccepted, limitCurrentPasswordCheck } from '@/server/account/service'
import { sessionCookie } from '@/server/account/session'

/** POST /api/v1/account/password — asks the current password; every other session ends, this one is renewed. */
export const POST = customerRoute('POST account/password', changePasswordSchema, async ({ customer, data }) => {
  await limitCurrentPasswordCheck(customer)
  const current = await loginCustomer(customer.email, data.currentPassword)
  if (!current.ok)
    throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword, [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongCurrentPassword }])
  await currentPasswordAccepted(customer)
  checkNewPassword(data.password)
  await changeCustomerPassword(customer, data.password)
  const renewed = await loginCustomer(customer.email, data.password)
  const headers = new Headers(NO_STORE)
  if (renewed.ok) headers.append('Set-Cookie', sessionCookie(renewed.token, renewed.expiresAt))
  return Response.json({ data: { message: ACCOUNT_MESSAGES.passwordChangedSignedIn } }, { headers })
})
