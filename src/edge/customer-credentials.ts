import { sessionCollection, STAFF_SESSION_COOKIE } from './staff-session'

const CUSTOMER_COLLECTION = 'customers'

/**
 * Payload's own HTTP APIs and its admin never see a customer: a customer's session token
 * sent to them (Authorization header, or copied into Payload's cookie) is dropped, so the
 * request is answered as a visitor's. The site's account endpoints (/api/v1) read the
 * customer's own cookie. Returns the headers to forward, or null when nothing was dropped.
 */
export async function withoutCustomerCredentials(headers: Headers): Promise<Headers | null> {
  let changed: Headers | null = null
  const authorization = headers.get('authorization') ?? ''
  const bearer = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(authorization)?.[1]
  if (bearer && (await sessionCollection(bearer)) === CUSTOMER_COLLECTION) {
    changed = new Headers(headers)
    changed.delete('authorization')
  }
  const cookies = (headers.get('cookie') ?? '').split(';').map((part) => part.trim())
  const payloadCookie = cookies.find((part) => part.startsWith(`${STAFF_SESSION_COOKIE}=`))
  if (payloadCookie && (await sessionCollection(payloadCookie.slice(STAFF_SESSION_COOKIE.length + 1))) === CUSTOMER_COLLECTION) {
    changed ??= new Headers(headers)
    const kept = cookies.filter((part) => part !== payloadCookie && part !== '')
    if (kept.length > 0) changed.set('cookie', kept.join('; '))
    else changed.delete('cookie')
  }
  return changed
}
