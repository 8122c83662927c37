/**
 * Payload's own REST API (/api/{collection}…) serves the back office only: the site and
 * its clients read the v1 API (decision 093). A caller who is not a member of staff
 * reaches only what the back office needs before signing in, and the uploaded files.
 */

/** The back office's auth collection (its login, logout, session and password screens). */
const STAFF_COLLECTION = 'users'

/** Auth routes of the staff collection the admin calls without a session (login screen, first user, reset links). */
const STAFF_AUTH_OPEN: Readonly<Record<'GET' | 'POST', ReadonlySet<string>>> = {
  GET: new Set(['me', 'init']),
  POST: new Set(['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'first-register']),
}

/**
 * The method Payload will run: a HEAD is a GET, a POST carrying `X-Payload-HTTP-Method-Override: GET`
 * (or `X-HTTP-Method-Override`) is answered as a GET with its body as the query.
 */
export function effectiveMethod(method: string, headers: { get(name: string): string | null }): string {
  const upper = method.toUpperCase()
  // Next answers a HEAD with the GET handler.
  if (upper === 'HEAD') return 'GET'
  if (upper !== 'POST') return upper
  const override = headers.get('x-payload-http-method-override') ?? headers.get('x-http-method-override')
  return override?.toUpperCase() === 'GET' ? 'GET' : upper
}

/**
 * True when a caller without a staff session may reach this address of Payload's REST API:
 * - the staff collection's sign-in routes (`/api/users/login`, `me`, `logout`,
 *   `refresh-token`, `forgot-password`, `reset-password`, `first-register`, `init`,
 *   `verify/{token}`) and `/api/access` (the admin asks it after a logout);
 * - an uploaded file, `GET /api/{collection}/file/{name}` (Payload still applies the
 *   collection's read access: CVs stay staff only);
 * - any CORS preflight (OPTIONS).
 * Everything else (lists, documents, versions, counts, GraphQL, other auth collections)
 * is for staff only.
 */
export function openToVisitors(method: string, pathname: string): boolean {
  const upper = method.toUpperCase()
  if (upper === 'OPTIONS') return true
  const match = /^\/api\/(.*)$/.exec(pathname)
  if (!match) return false
  const segments = (match[1] ?? '').split('/')
  if (segments.at(-1) === '') segments.pop()
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return false
  const [first, second, third, ...rest] = segments
  if (upper === 'GET' && segments.length === 1 && first === 'access') return true
  if (upper === 'GET' && second === 'file' && third !== undefined && rest.length === 0) return true
  if (first !== STAFF_COLLECTION || second === undefined) return false
  if (second === 'verify' && upper === 'POST') return third !== undefined && rest.length === 0
  if (third !== undefined) return false
  return (upper === 'GET' || upper === 'POST') && STAFF_AUTH_OPEN[upper].has(second)
}
