import { createHash } from 'node:crypto'
import { env } from '@/env'

/** Header and token by which the edge reads internal endpoints of its own server. */
export const INTERNAL_HEADER = 'x-internal-token'

export function internalToken(): string {
  return createHash('sha256').update(`internal:${env.PAYLOAD_SECRET}`).digest('hex')
}
