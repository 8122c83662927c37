import { createHash } from 'node:crypto'
import { jwtVerify } from 'jose'
import { env } from '@/env'
import { INTERNAL_HEADER, internalToken } from './internal-token'

/** Payload's session cookie (`{cookiePrefix}-token`, default prefix). */
export const STAFF_SESSION_COOKIE = 'payload-token'

let key: Uint8Array | null = null

/** Payload signs its sessions (HS256) with the first 32 hex characters of sha256(PAYLOAD_SECRET). */
function signingKey(): Uint8Array {
  key ??= new TextEncoder().encode(createHash('sha256').update(env.PAYLOAD_SECRET).digest('hex').slice(0, 32))
  return key
}

/** The auth collection a session token was signed for by this server (null: missing, forged or expired). */
export async function sessionCollection(token: string | undefined): Promise<string | null> {
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, signingKey(), { algorithms: ['HS256'] })
    return typeof payload.collection === 'string' ? payload.collection : null
  } catch {
    return null
  }
}

/**
 * True when the session cookie is a back-office session this server signed and that
 * has not expired. Cheap and local: it lets the edge answer a forged or expired cookie
 * with the 401 status without asking Payload. See isLiveStaffSession for the full check.
 */
export async function hasStaffSession(token: string | undefined): Promise<boolean> {
  return (await sessionCollection(token)) === 'users'
}

/**
 * True when Payload still knows the session: a signed, unexpired cookie whose account
 * was deleted (or whose session was ended by a logout) is refused. Asks Payload's own
 * `/api/users/me` on this server with the visitor's session token, signed as the edge's own
 * request (the visitor already passed the IP allow-list; the server's own address need not be listed).
 */
export async function isLiveStaffSession(token: string | undefined, origin: string, forwardedFor: string | null): Promise<boolean> {
  if (!token || !(await hasStaffSession(token))) return false
  try {
    // The token as an Authorization header: a server-to-server call carries no Origin for Payload's CSRF check of cookies.
    const headers: Record<string, string> = {
      authorization: `JWT ${token}`,
      accept: 'application/json',
      [INTERNAL_HEADER]: internalToken(),
    }
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor
    const response = await fetch(`${origin}/api/users/me`, { headers, cache: 'no-store' })
    if (!response.ok) return false
    const body = (await response.json()) as { user?: { id?: unknown } | null }
    return Boolean(body.user?.id)
  } catch {
    return false
  }
}
