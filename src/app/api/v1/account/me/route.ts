import { deleteCustomer, updateProfile, type CustomerUser } from '@/data/customers'
import { profileSchema } from '@/domain/account/schemas'
import { customerRoute, NO_STORE } from '@/server/account/handler'
import { ACCOUNT_MESSAGES, accountView } from '@/server/account/service'
import { clearedSessionCookie } from '@/server/account/session'

/** GET /api/v1/account/me — the signed-in customer's account (401 without a session). */
export const GET = customerRoute('GET account/me', null, async ({ customer }) =>
  Response.json({ data: accountView(customer) }, { headers: NO_STORE }),
)

/** PUT /api/v1/account/me — the profile (names, phone, company, function). */
export const PUT = customerRoute('PUT account/me', profileSchema, async ({ customer, data }) => {
  const updated = await updateProfile(customer, data)
  return Response.json(
    { data: { message: ACCOUNT_MESSAGES.accountUpdated, account: accountView({ ...customer, ...updated } as CustomerUser) } },
    { headers: NO_STORE },
  )
})

/** DELETE /api/v1/account/me — deletes the account and its addresses (RGPD); the session ends with it. */
export const DELETE = customerRoute('DELETE account/me', null, async ({ customer }) => {
  await deleteCustomer(customer)
  const headers = new Headers(NO_STORE)
  headers.append('Set-Cookie', clearedSessionCookie())
  return Response.json({ data: { message: ACCOUNT_MESSAGES.accountDeleted } }, { headers })
})
