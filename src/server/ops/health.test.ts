import { describe, expect, it } from 'vitest'
import { healthAnswer, healthMonitor, StillStarting } from './health'

function recorder() {
  const lines: string[] = []
  return { lines, log: { warn: (line: string) => lines.push(`warn ${line}`), info: (line: string) => lines.push(`info ${line}`) } }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('health checks', () => {
  it('report ok when every check answers', async () => {
    const monitor = healthMonitor({ database: async () => 1, redis: async () => 'PONG' })
    const report = await monitor.check()
    expect(report.status).toBe('ok')
    expect(report.checks.database?.status).toBe('ok')
    expect(report.checks.redis?.status).toBe('ok')
  })

  it('name the check that failed, without its message, and say why in one log line per failure', async () => {
    const { lines, log } = recorder()
    let down = true
    const monitor = healthMonitor(
      {
        database: async () => 1,
        storage: async () => {
          if (down) throw new Error('connect ECONNREFUSED 10.0.0.7:9000')
        },
      },
      { log },
    )
    for (let i = 0; i < 3; i += 1) {
      const report = await monitor.check()
      expect(report.status).toBe('fail')
      expect(report.checks.storage).toMatchObject({ status: 'fail', reason: 'error' })
      expect(JSON.stringify(report)).not.toContain('ECONNREFUSED')
    }
    expect(lines).toEqual(['warn [santé] storage en échec : connect ECONNREFUSED 10.0.0.7:9000 — l’instance répond 503'])
    down = false
    expect((await monitor.check()).status).toBe('ok')
    expect((await monitor.check()).status).toBe('ok')
    expect(lines.slice(1)).toEqual(['info [santé] storage répond de nouveau'])
  })

  it('fail a check that does not answer in time, and one that answers false', async () => {
    const { log } = recorder()
    const monitor = healthMonitor({ slow: () => pause(5_000), refused: async () => false }, { timeoutMs: 50, log })
    const started = performance.now()
    const report = await monitor.check()
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(report.checks.slow).toMatchObject({ status: 'fail', reason: 'timeout' })
    expect(report.checks.refused).toMatchObject({ status: 'fail', reason: 'error' })
  })

  it('answer 503 without a log line while a part is still starting', async () => {
    const { lines, log } = recorder()
    const monitor = healthMonitor(
      {
        database: async () => {
          throw new StillStarting()
        },
      },
      { log },
    )
    expect((await monitor.check()).checks.database).toMatchObject({ status: 'fail', reason: 'starting' })
    expect(lines).toEqual([])
  })

  it('share one run of the checks between calls made at the same time', async () => {
    let runs = 0
    const monitor = healthMonitor({ database: () => pause(20).then(() => (runs += 1)) })
    await Promise.all(Array.from({ length: 10 }, () => monitor.check()))
    expect(runs).toBe(1)
    await monitor.check()
    expect(runs).toBe(2)
  })
})

describe('the health answer', () => {
  it('is 200 JSON, never stored, and has no body for HEAD', async () => {
    const monitor = healthMonitor({ database: async () => 1 })
    const get = await healthAnswer(new Request('http://localhost/api/health'), monitor)
    expect(get.status).toBe(200)
    expect(get.headers.get('cache-control')).toBe('no-store')
    expect(await get.json()).toMatchObject({ status: 'ok', checks: { database: { status: 'ok' } } })
    const head = await healthAnswer(new Request('http://localhost/api/health', { method: 'HEAD' }), monitor)
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('is 503 with the failing check', async () => {
    const monitor = healthMonitor({ database: async () => 1, redis: () => Promise.reject(new Error('closed')) }, { log: recorder().log })
    const answer = await healthAnswer(new Request('http://localhost/api/health'), monitor)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toMatchObject({ status: 'fail', checks: { database: { status: 'ok' }, redis: { status: 'fail' } } })
  })
})
