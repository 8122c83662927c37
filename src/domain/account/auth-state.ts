/**
 * The persisted auth state of spec §3 ("auth in local storage"): what the header and the
 * account pages show before asking the server. It holds no secret: the session itself is
 * the HttpOnly cookie, which scripts cannot read. A stale state (a session ended on
 * another device) is corrected by the first answer 401 of the API.
 */
export interface AuthState {
  signedIn: boolean
  firstname: string | null
  audience: 'pro' | 'part' | null
}

export const SIGNED_OUT: AuthState = { signedIn: false, firstname: null, audience: null }

export function sanitizeAuth(raw: unknown): AuthState {
  if (!raw || typeof raw !== 'object') return SIGNED_OUT
  const value = raw as Record<string, unknown>
  if (value.signedIn !== true) return SIGNED_OUT
  const firstname = typeof value.firstname === 'string' ? value.firstname.slice(0, 80) : null
  const audience = value.audience === 'pro' || value.audience === 'part' ? value.audience : null
  return { signedIn: true, firstname, audience }
}
