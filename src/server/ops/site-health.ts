/**
 * The health checks of this site's instances (decision 097), for `/api/health`: the database
 * always (Payload initialised, then `SELECT 1`), Redis when REDIS_URL is set (PING on the
 * process's shared client). Another part is one more entry of SITE_CHECKS: a function that
 * resolves when the part answers.
 */
import type { Payload } from 'payload'
import { payloadClient } from '@/data/payload'
import { env } from '@/env'
import { pingDatabase } from '@/payload/db/statement'
import { firstConnection, sharedRedisClient } from '@/server/http/rate-limit'
import { healthMonitor, type HealthCheck, StillStarting } from './health'

/** Under the check's own time (CHECK_TIMEOUT_MS): Payload still initialising after this answers `starting`. */
const STARTING_WAIT_MS = 800

let payload: Payload | undefined
let initialising: Promise<void> | undefined

/** The database answers; the first calls start Payload (and its job runner) and wait for it a little. */
async function databaseAnswers(): Promise<void> {
  if (!payload) {
    initialising ??= payloadClient()
      .then((initialised) => {
        payload = initialised
      })
      .finally(() => {
        initialising = undefined
      })
    let timer: NodeJS.Timeout | undefined
    const ready = await Promise.race([
      initialising.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), STARTING_WAIT_MS)
      }),
    ]).finally(() => clearTimeout(timer))
    if (!ready || !payload) throw new StillStarting()
  }
  await pingDatabase(payload)
}

/** Redis answers PING (after the client's first connection: a client still connecting at start is not an outage). */
async function redisAnswers(): Promise<unknown> {
  const client = sharedRedisClient()
  if (!client) return false
  await firstConnection(client)
  return client.ping()
}

export const SITE_CHECKS: Record<string, HealthCheck> = {
  database: databaseAnswers,
  ...(env.REDIS_URL ? { redis: redisAnswers } : {}),
}

export const siteHealth = healthMonitor(SITE_CHECKS)
