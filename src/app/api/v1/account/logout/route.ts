import { logoutCustomer } from '@/data/customers'
import { customerRoute, NO_STORE } from '@/server/account/handler'
import { ACCOUNT_MESSAGES } from '@/server/account/service'
import { clearedSessionCookie } from '@/server/account/session'

/** POST /api/v1/account/logout — ends this session on the server (`?everywhere=true`: every session of the account). */
export const POST = customerRoute('POST account/logout', null, async ({ request, customer }) => {
  const everywhere = new URL(request.url).searchParams.get('everywhere') === 'true'
  await logoutCustomer(customer, everywhere)
  const headers = new Headers(NO_STORE)
  headers.append('Set-Cookie', clearedSessionCookie())
  return Response.json({ data: { message: everywhere ? ACCOUNT_MESSAGES.loggedOutEverywhere : ACCOUNT_MESSAGES.loggedOut } }, { headers })
})
