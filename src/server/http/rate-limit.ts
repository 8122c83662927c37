/**
 * Attempt limits with rate-limiter-flexible (decision 090). In memory by default; with
 * REDIS_URL set, in Redis so that every instance of the site shares one count, each
 * limiter insured by a memory limiter of the same budget that answers alone while Redis
 * is unreachable (the limits then hold per instance). A refused attempt is an ApiProblem
 * 429 with a French message and Retry-After.
 */
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { createClient } from 'redis'
import { ApiProblem, tooManyRequests } from '@/domain/api/errors'
import { env } from '@/env'
import { createRedisClient, sharedRedis } from '@/server/redis/connection.cjs'

export type RedisClient = ReturnType<typeof createClient>

const KEY = Symbol.for('enduits.rateLimiters')
type Holder = { [KEY]?: Map<string, RateLimiterAbstract> }

/**
 * A connected node-redis client of its own (src/server/redis/connection.cjs: commands never
 * queued while the connection is down, so that the limiter falls back to its insurance at
 * once; reconnection at most every 5 s; an outage logged once). The site's limiters use the
 * process's shared connection; tests play two instances with two of these.
 */
export function redisClient(url: string): RedisClient {
  return createRedisClient(url)
}

/** A limiter of `points` attempts per `duration` seconds and key: in Redis (insured in memory) when a client is given. */
export function createLimiter(options: { name: string; points: number; duration: number; redis?: RedisClient }): RateLimiterAbstract {
  const { name, points, duration, redis } = options
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration })
  if (!redis) return memory
  return new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `ardalis:rl:${name}`,
    points,
    duration,
    insuranceLimiter: memory,
  })
}

/** One named limiter per process: `points` (times RATE_LIMIT_FACTOR) attempts per `duration` seconds and key. */
export function limiter(name: string, points: number, duration: number): RateLimiterAbstract {
  const holder = globalThis as Holder
  holder[KEY] ??= new Map()
  let found = holder[KEY].get(name)
  if (!found) {
    const redis = env.REDIS_URL ? sharedRedis(env.REDIS_URL) : undefined
    found = createLimiter({ name, points: points * env.RATE_LIMIT_FACTOR, duration, redis })
    holder[KEY].set(name, found)
  }
  return found
}

/** Takes one attempt for the key; throws the 429 problem (its message replaced by `message` if given) when none is left. */
export async function takeAttempt(rateLimiter: RateLimiterAbstract, key: string, message?: string): Promise<void> {
  try {
    await rateLimiter.consume(key)
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal
    const problem = tooManyRequests(Math.ceil(refusal.msBeforeNext / 1000))
    throw message ? new ApiProblem(429, { ...problem.body, message }, problem.retryAfter) : problem
  }
}

/** Gives back the attempts of a key (a successful login no longer counts against its pair). */
export async function forgetAttempts(rateLimiter: RateLimiterAbstract, key: string): Promise<void> {
  await rateLimiter.delete(key).catch(() => undefined)
}
