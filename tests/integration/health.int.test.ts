/**
 * The load balancer's health endpoint (issue 21, decision 097) through its real route handler,
 * on the integration database, a real redis-server of this test's own (started here on a free
 * port, so that it can be stopped and started again on the same port: the shared one of
 * scripts/test-all.sh is shut down by rate-limit-redis.int.test.ts) and a real S3-protocol
 * server (s3rver). REDIS_URL and the S3_* variables are set before the route, the environment
 * and Payload's config are loaded.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type S3Server, startS3Server } from '../support/s3-server'

type Handler = (request: Request) => Promise<Response>
type Body = { status: string; checks: Record<string, { status: string; reason?: string; ms: number }> }

let port = 0
let redis: ChildProcess | null = null
let s3: S3Server | null = null
let GET: Handler
let HEAD: Handler

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number }
      probe.close(() => resolve(free))
    })
  })
}

function startRedis(): void {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return
  const exited = once(redis, 'exit')
  redis.kill('SIGTERM')
  await exited
}

async function health(method: 'GET' | 'HEAD' = 'GET'): Promise<{ status: number; body: Body | null; ms: number; response: Response }> {
  const started = performance.now()
  const response = await (method === 'GET' ? GET : HEAD)(new Request('http://localhost/api/health', { method }))
  const ms = performance.now() - started
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Body) : null, ms, response }
}

/** Calls the endpoint until it answers `status` (the checks run in the background of the process: Payload, Redis's client). */
async function until(status: number, timeoutMs: number): Promise<Awaited<ReturnType<typeof health>>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answer = await health()
    if (answer.status === status) return answer
    if (Date.now() > deadline) throw new Error(`toujours ${answer.status} : ${JSON.stringify(answer.body)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  port = await freePort()
  startRedis()
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`
  s3 = await startS3Server('ardalis-health')
  Object.assign(process.env, s3.env)
  ;({ GET, HEAD } = (await import('@/app/api/health/route')) as { GET: Handler; HEAD: Handler })
})

afterAll(async () => {
  await stopRedis()
  await s3?.close().catch(() => undefined)
})

describe('GET /api/health', () => {
  it('answers 200 with the database, Redis and storage checks, in milliseconds, never stored', async () => {
    await until(200, 60_000)
    const answer = await health()
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'ok' }, redis: { status: 'ok' }, storage: { status: 'ok' } },
    })
    expect(Object.keys(answer.body?.checks ?? {}).sort()).toEqual(['database', 'redis', 'storage'])
    expect(answer.response.headers.get('cache-control')).toBe('no-store')
    expect(answer.ms).toBeLessThan(500)
    const head = await health('HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    const { database, redis: cache, storage } = answer.body?.checks ?? {}
    console.log(`[santé] réponse en ${answer.ms.toFixed(1)} ms (base ${database?.ms} ms, Redis ${cache?.ms} ms, S3 ${storage?.ms} ms)`)
  })

  it('answers 503 with the redis check failing while Redis is stopped, logs it once, and 200 again once it is back', async () => {
    const warn = vi.spyOn(console, 'warn')
    const info = vi.spyOn(console, 'info')
    await stopRedis()
    const down = await until(503, 10_000)
    expect(down.body).toMatchObject({
      status: 'fail',
      checks: { database: { status: 'ok' }, redis: { status: 'fail' }, storage: { status: 'ok' } },
    })
    expect(down.ms).toBeLessThan(1_500)
    for (let i = 0; i < 5; i += 1) expect((await health()).status).toBe(503)
    const lines = (spy: typeof warn) => spy.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('[santé]'))
    expect(lines(warn)).toHaveLength(1)
    expect(lines(warn)[0]).toMatch(/^\[santé\] redis en échec/)

    startRedis()
    const back = await until(200, 30_000)
    expect(back.body).toMatchObject({ status: 'ok', checks: { redis: { status: 'ok' } } })
    expect(lines(info)).toEqual(['[santé] redis répond de nouveau'])
    expect(lines(warn)).toHaveLength(1)
    warn.mockRestore()
    info.mockRestore()
  })

  it('answers 503 with the storage check failing while the bucket does not answer', async () => {
    await s3?.close()
    const down = await until(503, 10_000)
    expect(down.body).toMatchObject({ status: 'fail', checks: { database: { status: 'ok' }, storage: { status: 'fail' } } })
    expect(down.ms).toBeLessThan(1_500)
  })

  it('answers 503 `draining` once the instance is stopping', async () => {
    const { stopGracefully } = await import('@/server/ops/graceful-stop')
    await stopGracefully(1_000)
    const answer = await health()
    expect(answer.status).toBe(503)
    expect(answer.body?.status).toBe('draining')
    expect(answer.response.headers.get('cache-control')).toBe('no-store')
  })
})
