/**
 * An instance stops in the middle of the load (issue 21): nginx sends the requests it had for
 * it, and every new one, to the other instance, so that no visitor sees a failure; started
 * again, the instance answers and nginx gives it traffic again. Measured: the load's figures,
 * how many requests nginx retried on the other instance, and the time to rejoin. The stop is
 * an orchestrator's: SIGTERM, then SIGKILL when the instance is still there after the grace.
 */
import { beforeAll, expect, it } from 'vitest'
import { accessLog, cluster, control, request, sleep, upstreamOf } from './harness'
import { describeLoad, load, siteMix } from './load'

const c = cluster()
/** The orchestrator's wait before SIGKILL: above the site's own STOP_GRACE_SECONDS (20 s by default). */
const GRACE_SECONDS = 25
let urls: string[]

/** GETs each path on both instances (pages are rendered on their first request), 4 at a time. */
async function warm(paths: string[]): Promise<void> {
  const queue = [c.a, c.b].flatMap((base) => paths.map((p) => base + p))
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const answer = await request(url)
        expect(answer.status, url).toBeLessThan(400)
      }
    }),
  )
}

beforeAll(async () => {
  const paths = await siteMix(c.front)
  await warm(paths)
  urls = paths.map((p) => c.front + p)
})

it('stopping instance A during 30 s of load through nginx at 20 connections fails no request; A rejoins', async () => {
  const a = upstreamOf(c.a)
  const b = upstreamOf(c.b)
  const began = Date.now()
  const running = load({ urls, connections: 20, seconds: 30 })

  await sleep(8_000)
  const stopping = Date.now()
  // SIGTERM (the site drains: decision 097), then SIGKILL if it is still there after the grace.
  process.env.CLUSTER_STOP_TIMEOUT = String(GRACE_SECONDS)
  const stopOutput = await control('instance', 'a', 'stop')
  const stopped = Date.now()
  const forced = stopOutput.includes('arrêt forcé')
  await expect(request(`${c.a}/robots.txt`, { timeoutMs: 2_000 })).rejects.toThrow()

  await sleep(Math.max(0, began + 16_000 - Date.now(), stopped + 2_000 - Date.now()))
  const restarting = Date.now()
  await control('instance', 'a', 'start')
  const ready = Date.now()
  const result = await running
  await sleep(200)
  // The load must still have been running for a while after the restart for the test to say anything.
  expect(began + 30_000 - ready, 'la charge était finie avant le retour de A').toBeGreaterThan(3_000)

  const log = accessLog()
  const served = (line: (typeof log)[number]) => line.status < 400
  const last = (line: (typeof log)[number]) => line.upstreams.at(-1)
  const beforeStop = log.filter((l) => l.at >= began && l.at < stopping)
  const duringOutage = log.filter((l) => l.at >= stopped && l.at < restarting)
  const rejoined = log.filter((l) => l.at >= restarting && last(l) === a && served(l))
  const retried = log.filter((l) => l.at >= began && l.upstreams.length > 1)
  const first = rejoined[0]
  console.log(describeLoad('Charge pendant l’arrêt de A', result))
  console.log(
    `A : arrêtée en ${stopped - stopping} ms${forced ? ` (SIGTERM sans effet en ${GRACE_SECONDS} s : SIGKILL)` : ' (SIGTERM)'} ; redémarrée, prête en ${ready - restarting} ms, ` +
      `première requête de nginx servie par A ${first ? first.at - restarting : '–'} ms après l’ordre de démarrage ; ` +
      `${retried.length} requêtes reprises par nginx sur l’autre instance ; ` +
      `après le retour : ${rejoined.length} requêtes servies par A, ${log.filter((l) => l.at >= restarting && last(l) === b).length} par B`,
  )

  expect(result.failures).toEqual([])
  expect(result.requests).toBeGreaterThan(100)
  // The instance stopped by itself on SIGTERM, in less than the site's grace.
  expect(forced).toBe(false)
  expect(stopped - stopping).toBeLessThan(20_000)
  // Both instances had traffic before the stop, only B while A was down.
  expect(beforeStop.some((l) => last(l) === a && served(l))).toBe(true)
  expect(beforeStop.some((l) => last(l) === b && served(l))).toBe(true)
  expect(duringOutage.length).toBeGreaterThan(0)
  expect(duringOutage.every((l) => last(l) === b)).toBe(true)
  // A answers again, by itself and through nginx.
  expect((await request(`${c.a}/robots.txt`)).status).toBe(200)
  expect(rejoined.length).toBeGreaterThan(0)
}, 180_000)
