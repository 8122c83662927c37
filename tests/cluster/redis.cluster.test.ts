/**
 * Redis goes away under load and comes back (issue 21, point 6): the instances keep serving
 * (their own cache, counters in memory) and no request fails; Redis restarts empty (no disk) and
 * the instances write to it again (the rate-limit counters of the suggestions, `ardalis:rl:*`).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { beforeAll, expect, it } from 'vitest'
import { cluster, control, request, sleep } from './harness'
import { describeLoad, load, siteMix } from './load'

const run = promisify(execFile)
const c = cluster()
let urls: string[]

async function redisCli(...args: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-u', c.redisUrl, ...args])
  return stdout.trim()
}

async function redisKeys(pattern = 'ardalis:*'): Promise<string[]> {
  return (await redisCli('--scan', '--pattern', pattern)).split('\n').filter(Boolean)
}

/** Written before the outage: gone after it, since Redis restarts empty (no disk). */
const MARKER = 'ardalis:test:before-outage'

beforeAll(async () => {
  const paths = await siteMix(c.front, { suggest: true })
  for (const base of [c.a, c.b]) for (const p of paths) expect((await request(base + p)).status, base + p).toBeLessThan(400)
  urls = paths.map((p) => c.front + p)
})

it('stopping Redis and starting it again under load fails no request; the instances use it again', async () => {
  expect((await redisKeys()).length).toBeGreaterThan(0)
  expect(await redisCli('SET', MARKER, '1')).toBe('OK')
  const running = load({ urls, connections: 20, seconds: 25 })
  await sleep(5_000)
  await control('redis', 'stop')
  await sleep(7_000)
  await control('redis', 'start')
  // Empty after its restart. (Not "no key at all": an instance may reconnect within
  // milliseconds and write its cache entries before this check reads them.)
  expect(await redisCli('EXISTS', MARKER)).toBe('0')
  const result = await running
  console.log(describeLoad('Charge pendant l’arrêt de Redis', result))
  expect(result.failures).toEqual([])
  expect(result.requests).toBeGreaterThan(100)

  // Back in use: each instance reconnects on its own (back-off up to 5 s) and counts the
  // suggestions' rate limits in Redis again.
  const deadline = Date.now() + 15_000
  let keys = await redisKeys('ardalis:rl:*')
  while (keys.length === 0 && Date.now() < deadline) {
    await request(`${c.front}/api/v1/suggest?text=enduit`)
    await sleep(500)
    keys = await redisKeys('ardalis:rl:*')
  }
  expect(keys.length).toBeGreaterThan(0)
}, 120_000)
