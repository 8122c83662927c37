import { createHash } from 'node:crypto'
import { env } from '@/env'

/** Header and token by which the edge reads internal endpoints of its own server. */
export const INTERNAL_HEADER = 'x-internal-token'

let token: string | null = null

export function internalToken(): string {
  token ??= createHash('sha256').update(`internal:${env.PAYLOAD_SECRET}`).digest('hex')
  return token
}

/** True for a request signed by the edge of this same server. */
export function isInternalRequest(request: Request): boolean {
  return request.headers.get(INTERNAL_HEADER) === internalToken()
}

export function internalOnly(): Response {
  return Response.json({ status: 'forbidden', message: 'Accès refusé' }, { status: 403 })
}
