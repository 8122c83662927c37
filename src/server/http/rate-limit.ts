/**
 * Attempt limits with rate-limiter-flexible (in memory; a shared store comes with the
 * scale-out issue). A refused attempt is an ApiProblem 429 with a French message and
 * Retry-After.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { tooManyRequests } from '@/domain/api/errors'

const KEY = Symbol.for('enduits.rateLimiters')
type Holder = { [KEY]?: Map<string, RateLimiterMemory> }

/** One named limiter per process: `points` attempts per `duration` seconds and key. */
export function limiter(name: string, points: number, duration: number): RateLimiterMemory {
  const holder = globalThis as Holder
  holder[KEY] ??= new Map()
  let found = holder[KEY].get(name)
  if (!found) {
    found = new RateLimiterMemory({ keyPrefix: name, points, duration })
    holder[KEY].set(name, found)
  }
  return found
}

/** Takes one attempt for the key; throws the 429 problem when none is left. */
export async function takeAttempt(rateLimiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await rateLimiter.consume(key)
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw tooManyRequests(refusal.msBeforeNext / 1000)
    throw refusal
  }
}
