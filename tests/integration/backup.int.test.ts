/**
 * scripts/backup.sh on the integration database (decision 098): SQLite's online copy
 * (`VACUUM INTO`) in the default run, `pg_dump -Fc` / `pg_restore` in the PostgreSQL run. The
 * backup is made while carts are being created (the data layer's `createCart`, the insert
 * behind POST /api/v1/cart); restored into a fresh database, it holds one moment of the data:
 * the catalogue whole and as many carts as existed at some instant of the backup (no fewer
 * than before it began, no more than after it ended).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { createCart } from '../../src/data/commerce/carts'
import { dropDatabase, siblingDatabase, sqlCount } from '../support/sql'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const databaseUrl = inject('databaseUrl')
const CATALOGUE = ['products', 'categories', 'pages', 'media', 'stores', 'users', 'sales_plans', 'payload_migrations']

let dir: string
let restored: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ardalis-backup-'))
  restored = siblingDatabase(databaseUrl, `restored_${process.pid}_${Date.now()}`, dir)
})

afterAll(async () => {
  await dropDatabase(restored).catch(() => undefined)
  await rm(dir, { recursive: true, force: true })
})

/**
 * Creates carts while `going()`; how many. The insert itself, not the whole endpoint: outside a
 * Next server the endpoint reads the catalogue on every call (no data cache), about half a
 * second of this process's time, and on a busy machine a whole backup could pass between two
 * carts (5 backups in a row did, in a CI run on PostgreSQL).
 */
async function createCarts(going: () => boolean): Promise<number> {
  let created = 0
  while (going()) {
    await createCart('pro', null)
    created++
    // libsql answers a local file synchronously: without this pause the loop would be one endless
    // chain of resolved promises, and nothing else (the backup's process, timers) would ever run.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return created
}

it('a backup made while carts are created restores into a fresh database with one moment of the data', async () => {
  const file = path.join(dir, 'site.backup')
  const before = await sqlCount(databaseUrl, 'carts')
  let writing = true
  const writers = Promise.all([createCarts(() => writing), createCarts(() => writing)])
  // (a writer that fails is reported when awaited below, not as an unhandled rejection meanwhile)
  writers.catch(() => undefined)
  let atStart: number
  let atEnd: number
  let backup: { stderr: string }
  try {
    // The writes are under way before the backup starts and go on after it ends.
    const deadline = Date.now() + 30_000
    while ((await sqlCount(databaseUrl, 'carts')) === before) {
      if (Date.now() > deadline) throw new Error('aucun panier créé en 30 s')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // A backup that saw no write happen meanwhile proves nothing: made again (5 tries at most).
    for (let attempt = 1; ; attempt++) {
      atStart = await sqlCount(databaseUrl, 'carts')
      backup = await run('bash', [path.join(root, 'scripts/backup.sh'), 'create', file], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl },
      })
      atEnd = await sqlCount(databaseUrl, 'carts')
      if (atEnd > atStart) break
      if (attempt === 5) throw new Error('aucune écriture pendant 5 sauvegardes de suite')
      await rm(file)
    }
  } finally {
    writing = false
  }
  const created = (await writers).reduce((sum, n) => sum + n, 0)
  console.log(`[backup] ${backup.stderr.trim()} ; paniers : ${atStart} au début, ${atEnd} à la fin, ${created} créés en tout`)

  await run('bash', [path.join(root, 'scripts/backup.sh'), 'restore', file, restored], { cwd: root })
  const carts = await sqlCount(restored, 'carts')
  expect(carts).toBeGreaterThanOrEqual(atStart)
  expect(carts).toBeLessThanOrEqual(atEnd)
  for (const table of CATALOGUE) expect(await sqlCount(restored, table), table).toBe(await sqlCount(databaseUrl, table))

  // A restore never overwrites: the same target a second time is refused.
  await expect(run('bash', [path.join(root, 'scripts/backup.sh'), 'restore', file, restored], { cwd: root })).rejects.toThrow()
})
