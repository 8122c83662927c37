/**
 * The database goes away and comes back (issue 20, point 8), on a throwaway PostgreSQL cluster
 * of this test's own (scripts/postgres.sh), migrated, and a Payload process of its own
 * (tests/support/db-outage-probe.ts): when PostgreSQL stops, every idle connection of pg's
 * pool fails; without a listener for the pool's 'error' (payload.config.ts) Node throws it and
 * the server process dies. Here the process lives on, each query of the outage fails instead of
 * waiting, and queries succeed again once the cluster is back, without a restart.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runNodeEntry } from '@/build/node-entry'
import { isUnavailable } from '@/domain/api/faults'
import { CONNECT_TIMEOUT_MS, poolOptions } from '@/payload/db/pool'

const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
let dir = ''
let port = 0
let url = ''

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ardalis-outage-'))
  await run('chmod', ['755', dir])
  port = await freePort()
  const { stdout } = await run('bash', [path.join(root, 'scripts/postgres.sh'), 'start', path.join(dir, 'cluster'), String(port)])
  url = stdout.trim().split('\n').pop() ?? ''
  const migrated = await runNodeEntry(
    'scripts/migrate.ts',
    { ...process.env, DATABASE_URL: url, NODE_ENV: 'production', DEMO: 'true' },
    root,
  )
  expect(migrated.code, migrated.output.slice(-2000)).toBe(0)
})

afterAll(async () => {
  await run('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', path.join(dir, 'cluster')]).catch(() => undefined)
  await rm(dir, { recursive: true, force: true })
})

describe('the pool of the site (decision 117)', () => {
  it('lets a query wait for a busy connection longer than opening one may take', async () => {
    const pool = new pg.Pool({ ...poolOptions(url), max: 1 })
    try {
      const held = await pool.connect()
      const waiting = pool.query<{ answer: number }>('SELECT 42 AS answer')
      await new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS + 1_000))
      held.release()
      expect((await waiting).rows[0]?.answer).toBe(42)
    } finally {
      await pool.end()
    }
  })

  it('calls a query that waited past the queue’s bound unavailable, as it does a refused connection', async () => {
    const pool = new pg.Pool({ ...poolOptions(url), max: 1, connectionTimeoutMillis: 200 })
    const closed = new pg.Pool(poolOptions(`postgres://ardalis@127.0.0.1:${await freePort()}/enduits`))
    try {
      const held = await pool.connect()
      const queued = await pool.query('SELECT 1').catch((caught: unknown) => caught)
      held.release()
      expect((queued as Error).message).toBe('timeout exceeded when trying to connect')
      expect(isUnavailable(queued)).toBe(true)
      const refused = await closed.query('SELECT 1').catch((caught: unknown) => caught)
      expect((refused as { code?: string }).code).toBe('ECONNREFUSED')
      expect(isUnavailable(refused)).toBe(true)
      // A query the database refuses for its own reason is a fault, not an outage.
      const wrong = await pool.query('SELECT * FROM no_such_table').catch((caught: unknown) => caught)
      expect((wrong as { code?: string }).code).toBe('42P01')
      expect(isUnavailable(wrong)).toBe(false)
    } finally {
      await Promise.all([pool.end(), closed.end()])
    }
  })

  it('gives up opening a connection to a server that never answers', async () => {
    const silent = net.createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port: silentPort } = silent.address() as net.AddressInfo
    const pool = new pg.Pool(poolOptions(`postgres://ardalis@127.0.0.1:${silentPort}/enduits`))
    try {
      const error = await pool.query('SELECT 1').catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).message).toMatch(/timeout/i)
      expect(isUnavailable(error)).toBe(true)
    } finally {
      await pool.end()
      silent.close()
    }
  })
})

describe('the database goes away and comes back', () => {
  it('queries fail without waiting during the outage, the process lives on, and they succeed again afterwards', async () => {
    const { code, output } = await runNodeEntry(
      'tests/support/db-outage-probe.ts',
      {
        ...process.env,
        DATABASE_URL: url,
        NODE_ENV: 'production',
        DEMO: 'true',
        JOBS_AUTORUN: 'false',
        PG_DIR: path.join(dir, 'cluster'),
        PG_PORT: String(port),
      },
      root,
    )
    const line = /PROBE=(.*)/.exec(output)?.[1]
    expect(code, output.slice(-3000)).toBe(0)
    expect(line, output.slice(-3000)).toBeTruthy()
    const result = JSON.parse(line ?? '{}') as Record<'before' | 'during' | 'after', { ok: boolean; ms: number; unavailable?: boolean }[]>
    expect(result.before.map((p) => p.ok)).toEqual([true, true, true])
    expect(result.during.map((p) => p.ok)).toEqual([false, false])
    // Payload's errors of the outage are the API's 503 « momentanément indisponible », not a 500.
    expect(result.during.map((p) => p.unavailable)).toEqual([true, true])
    expect(result.after.map((p) => p.ok)).toEqual([true, true])
    console.log(
      `[panne] requêtes pendant la panne : ${result.during.map((p) => `${p.ms.toFixed(0)} ms`).join(', ')} ; après : ${result.after.map((p) => `${p.ms.toFixed(0)} ms`).join(', ')}`,
    )
  })
})
