/**
 * The shared store of the rate limits (decision 090): two limiters with their own Redis
 * connections — two instances of the site — share one count; with Redis stopped, each still
 * limits through its in-memory insurance. A real redis-server: the one scripts/test-all.sh
 * starts (REDIS_TEST_URL), else a throwaway one started here.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiProblem } from '../../src/domain/api/errors'
import { createLimiter, type RedisClient, redisClient, takeAttempt } from '../../src/server/http/rate-limit'

let url = process.env.REDIS_TEST_URL ?? ''
let server: ChildProcess | null = null
const clients: RedisClient[] = []

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

beforeAll(async () => {
  if (!url) {
    const port = await freePort()
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    url = `redis://127.0.0.1:${port}`
  }
  // Two "processes": one connection each.
  clients.push(redisClient(url), redisClient(url))
  await until(() => clients.every((client) => client.isReady), 'Redis')
})

afterAll(async () => {
  for (const client of clients) client.destroy()
  server?.kill()
})

describe('rate limits in Redis', () => {
  const name = `test-shared-${Date.now()}`

  it('share one count between two instances', async () => {
    const [first, second] = clients.map((redis) => createLimiter({ name, points: 5, duration: 60, redis }))
    if (!first || !second) throw new Error('two limiters expected')
    expect((await first.consume('203.0.113.1')).consumedPoints).toBe(1)
    expect((await second.consume('203.0.113.1')).consumedPoints).toBe(2)
    await first.consume('203.0.113.1')
    await second.consume('203.0.113.1')
    expect((await first.consume('203.0.113.1')).remainingPoints).toBe(0)
    // The sixth attempt, on either instance, is refused: 429 with Retry-After.
    await expect(second.consume('203.0.113.1')).rejects.toBeInstanceOf(RateLimiterRes)
    const refusal = await takeAttempt(first, '203.0.113.1').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiProblem)
    expect((refusal as ApiProblem).httpStatus).toBe(429)
    expect((refusal as ApiProblem).retryAfter).toBeGreaterThan(0)
    // Another address has its own budget.
    expect((await first.consume('203.0.113.2')).consumedPoints).toBe(1)
  })

  it('keep limiting per instance while Redis is down', async () => {
    const limiter = createLimiter({ name: `${name}-outage`, points: 3, duration: 60, redis: clients[0] })
    await clients[1]?.sendCommand(['SHUTDOWN', 'NOSAVE']).catch(() => undefined)
    await until(() => clients.every((client) => !client.isReady), 'Redis to stop')
    for (let i = 1; i <= 3; i++) expect((await limiter.consume('203.0.113.3')).consumedPoints).toBe(i)
    const refusal = await takeAttempt(limiter, '203.0.113.3').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiProblem)
    expect((refusal as ApiProblem).httpStatus).toBe(429)
  })
})
