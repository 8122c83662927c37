/**
 * The health checks of this site's instances (decision 097), for `/api/health`: the database
 * always (Payload initialised, then `SELECT 1`), Redis when REDIS_URL is set (PING on the
 * process's one connection, src/server/redis/connection.cjs), the S3 bucket when S3_BUCKET is
 * set (`storageHealth`, decision 096). Another part is one more entry of SITE_CHECKS.
 */
import { once } from 'node:events'
import type { Payload } from 'payload'
import { payloadClient } from '@/data/payload'
import { env } from '@/env'
import { pingDatabase } from '@/payload/db/statement'
import { sharedRedis } from '@/server/redis/connection.cjs'
import { storageHealth, storageInS3 } from '@/server/storage/s3'
import { healthMonitor, type HealthCheck, StillStarting } from './health'

/** Under the check's own time (CHECK_TIMEOUT_MS): a part still starting after this answers `starting`. */
const STARTING_WAIT_MS = 800

function pause(ms: number): { done: Promise<false>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined
  const done = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return { done, clear: () => clearTimeout(timer) }
}

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
    const wait = pause(STARTING_WAIT_MS)
    const ready = await Promise.race([initialising.then(() => true), wait.done]).finally(wait.clear)
    if (!ready || !payload) throw new StillStarting()
  }
  await pingDatabase(payload)
}

let redisSeen = false

/** Redis answers PING; the process's first check waits a little for a connection still being made (not an outage). */
async function redisAnswers(): Promise<unknown> {
  if (!env.REDIS_URL) return false
  const client = sharedRedis(env.REDIS_URL)
  if (!redisSeen && !client.isReady) {
    const wait = pause(STARTING_WAIT_MS)
    const ready = await Promise.race([once(client, 'ready').then(() => true), wait.done]).finally(wait.clear)
    if (!ready) throw new StillStarting()
  }
  redisSeen = true
  return client.ping()
}

export const SITE_CHECKS: Record<string, HealthCheck> = {
  database: databaseAnswers,
  ...(env.REDIS_URL ? { redis: redisAnswers } : {}),
  ...(storageInS3 ? { storage: storageHealth } : {}),
}

export const siteHealth = healthMonitor(SITE_CHECKS)
