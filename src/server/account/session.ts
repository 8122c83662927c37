/**
 * The customer's session cookie: the Payload session token (a JWT whose session id Payload
 * keeps on the account, so that a logout ends it on the server), under a name of its own so
 * that a customer and a member of staff signed in in the same browser never log each other
 * out (decision 084). HttpOnly, SameSite=Lax, Secure over https.
 */
import 'server-only'
import { customerOfToken, type CustomerUser } from '@/data/customers'
import { CUSTOMER_COOKIE } from '@/domain/account/links'
import { env } from '@/env'

export { CUSTOMER_COOKIE }
const SECURE = env.SITE_URL.startsWith('https://')

function cookie(value: string, maxAge: number): string {
  return [`${CUSTOMER_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`, ...(SECURE ? ['Secure'] : [])].join(
    '; ',
  )
}

export function sessionCookie(token: string, expiresAt: number, now = Date.now()): string {
  return cookie(token, Math.max(0, Math.floor(expiresAt - now / 1000)))
}

export function clearedSessionCookie(): string {
  return cookie('', 0)
}

export function sessionToken(request: Request): string | undefined {
  const header = request.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === CUSTOMER_COOKIE) return value.join('=') || undefined
  }
  return undefined
}

/** The signed-in customer of a request, or null. */
export function customerOf(request: Request): Promise<CustomerUser | null> {
  return customerOfToken(sessionToken(request))
}
