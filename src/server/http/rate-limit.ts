/**
 * Attempt limits with rate-limiter-flexible (decision 090). In memory by default; with
 * REDIS_URL set, in Redis so that every instance of the site shares one count, each
 * limiter insured by a memory limiter of the same budget that answers alone while Redis
 * is unreachable (the limits then hold per instance). A refused attempt is an ApiProblem
 * 429 with a French message and Retry-After.
 */
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { createClient } from 'redis'
import { ApiProblem, tooManyRequests } from '@/domain/api/errors'
import { env } from '@/env'

export type RedisClient = ReturnType<typeof createClient>

const KEY = Symbol.for('enduits.rateLimiters')
const CLIENT = Symbol.for('enduits.rateLimitRedis')
type Holder = { [KEY]?: Map<string, RateLimiterAbstract>; [CLIENT]?: RedisClient }

/**
 * A connected node-redis client for the limiters. Commands are never queued while the
 * connection is down (the limiter falls back to its insurance at once) and the client keeps
 * trying to reconnect, at most every 5 s.
 */
export function redisClient(url: string): RedisClient {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  })
  let reported = false
  client.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (reported) return
    reported = true
    console.warn(`[rate-limit] Redis indisponible, limites tenues en mémoire par instance : ${error.message}`)
  })
  client.on('ready', () => {
    reported = false
  })
  firstReady.set(client, new Promise((resolve) => client.once('ready', resolve)))
  client.connect().catch(() => undefined)
  return client
}

const firstReady = new WeakMap<RedisClient, Promise<void>>()

/** Resolves once the client has connected for the first time (at once afterwards): a new client is not a Redis outage. */
export function firstConnection(client: RedisClient): Promise<void> {
  return firstReady.get(client) ?? Promise.resolve()
}

/**
 * The process's one Redis client (REDIS_URL), created on first use and shared by the limiters
 * and the health check (decision 097); undefined without REDIS_URL.
 */
export function sharedRedisClient(): RedisClient | undefined {
  const holder = globalThis as Holder
  if (env.REDIS_URL) holder[CLIENT] ??= redisClient(env.REDIS_URL)
  return holder[CLIENT]
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
    found = createLimiter({ name, points: points * env.RATE_LIMIT_FACTOR, duration, redis: sharedRedisClient() })
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
