import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of the server (cached by Payload itself). Its first call starts the
 * job queue's crons (payload.config.ts `jobs.autoRun`: the mail outbox, decision 092), which
 * Payload otherwise starts only when /admin is opened; Payload never starts them in the build.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
