import 'server-only'
import { staffUser } from '@/data/preview'
import { effectiveMethod, openToVisitors } from '@/domain/security/payload-api'

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response

/** Payload's own error shape, so that the admin shows the message as it shows Payload's. */
const STAFF_ONLY_MESSAGE = 'Réservé à l’équipe du site : le site et ses clients utilisent l’API /api/v1.'

/** A staff session can only come with a credential: without one, Payload is not asked. */
function carriesCredentials(headers: Headers): boolean {
  if (headers.get('authorization')) return true
  return /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
}

async function isStaffRequest(request: Request): Promise<boolean> {
  if (!carriesCredentials(request.headers)) return false
  return (await staffUser(request.headers)).user !== null
}

/**
 * Keeps Payload's REST API for the back office (decision 093): a caller without a staff
 * session gets 403 on anything but the sign-in routes and the uploaded files, before
 * Payload parses a query (no depth, no page size, no `pagination=false` to abuse).
 */
export function staffOnlyRest<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const method = effectiveMethod(request.method, request.headers)
    if (openToVisitors(method, new URL(request.url).pathname) || (await isStaffRequest(request))) return handler(request, context)
    return Response.json({ errors: [{ message: STAFF_ONLY_MESSAGE }] }, { status: 403, headers: { 'Cache-Control': 'no-store' } })
  }
}
