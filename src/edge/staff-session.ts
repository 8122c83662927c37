import { createHash } from 'node:crypto'
import { jwtVerify } from 'jose'
import { env } from '@/env'

/** Payload's session cookie (`{cookiePrefix}-token`, default prefix). */
export const STAFF_SESSION_COOKIE = 'payload-token'

let key: Uint8Array | null = null

/** Payload signs its sessions (HS256) with the first 32 hex characters of sha256(PAYLOAD_SECRET). */
function signingKey(): Uint8Array {
  key ??= new TextEncoder().encode(createHash('sha256').update(env.PAYLOAD_SECRET).digest('hex').slice(0, 32))
  return key
}

/**
 * True when the session cookie is a back-office session this server signed and that
 * has not expired. The page still asks Payload for the user (a deleted account, a
 * revoked session): this check only lets the edge answer a forged or expired cookie
 * with the 401 status instead of rendering the page.
 */
export async function hasStaffSession(token: string | undefined): Promise<boolean> {
  if (!token) return false
  try {
    const { payload } = await jwtVerify(token, signingKey(), { algorithms: ['HS256'] })
    return payload.collection === 'users'
  } catch {
    return false
  }
}
