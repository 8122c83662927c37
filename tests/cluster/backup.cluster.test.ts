/**
 * A backup of the cluster's PostgreSQL made while visitors create carts through nginx
 * (scripts/backup.sh: `pg_dump -Fc`), restored into a fresh database (`pg_restore`), holds one
 * moment of the data and passes the integration suite's read checks: the read-only API test
 * files run against the restored database as it is (INTEGRATION_EXISTING_DATABASE=true: no
 * migration, no seed, only the check that every committed migration is recorded).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { dropDatabase, siblingDatabase, sqlCount } from '../support/sql'
import { ROOT, cluster, getJson, request } from './harness'

const run = promisify(execFile)
const c = cluster()
/** Integration files that only read the demo content (no write, no count of what others write). */
const READ_CHECKS = [
  'tests/integration/api-products.int.test.ts',
  'tests/integration/api-filters.int.test.ts',
  'tests/integration/api-urls.int.test.ts',
  'tests/integration/api-tools.int.test.ts',
]

let dir: string
let restored: string
let productId: number

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ardalis-cluster-backup-'))
  restored = siblingDatabase(c.databaseUrl, `restored_${Date.now()}`, dir)
  const products = await getJson<{ data: { items: { id: number }[] } }>(`${c.front}/api/v1/product?perPage=1`)
  productId = products.data.items[0]?.id ?? 0
})

afterAll(async () => {
  await dropDatabase(restored).catch(() => undefined)
  await rm(dir, { recursive: true, force: true })
})

/** Creates carts through nginx while `going()`; how many. */
async function createCarts(going: () => boolean): Promise<number> {
  let created = 0
  while (going()) {
    const answer = await request(`${c.front}/api/v1/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ products: [{ element_id: productId, element_type: 'product', quantity: 1 }] }),
    })
    expect(answer.status, answer.body.slice(0, 300)).toBe(200)
    created++
  }
  return created
}

/** Environment of a child Vitest run: this one's, without what ties it to this run. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra }
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || ['NODE_OPTIONS', 'CLUSTER_DIR', 'DATABASE_URL'].includes(key)) delete env[key]
  }
  return env
}

it('a backup made while carts are created restores into a fresh database that passes the read checks', async () => {
  const file = path.join(dir, 'cluster.dump')
  const before = await sqlCount(c.databaseUrl, 'carts')
  let writing = true
  const writers = Promise.all([createCarts(() => writing), createCarts(() => writing), createCarts(() => writing)])
  writers.catch(() => undefined)
  let atStart: number
  let atEnd: number
  let backup: { stderr: string }
  try {
    const deadline = Date.now() + 30_000
    while ((await sqlCount(c.databaseUrl, 'carts')) === before) {
      if (Date.now() > deadline) throw new Error('aucun panier créé en 30 s')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // A backup that saw no write happen meanwhile proves nothing: made again (5 tries at most).
    for (let attempt = 1; ; attempt++) {
      atStart = await sqlCount(c.databaseUrl, 'carts')
      backup = await run('bash', [path.join(ROOT, 'scripts/backup.sh'), 'create', file], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: c.databaseUrl },
      })
      atEnd = await sqlCount(c.databaseUrl, 'carts')
      if (atEnd > atStart) break
      if (attempt === 5) throw new Error('aucune écriture pendant 5 sauvegardes de suite')
      await rm(file)
    }
  } finally {
    writing = false
  }
  const created = (await writers).reduce((sum, n) => sum + n, 0)
  console.log(`[sauvegarde] ${backup.stderr.trim()} ; paniers : ${atStart} au début, ${atEnd} à la fin, ${created} créés par le test`)

  await run('bash', [path.join(ROOT, 'scripts/backup.sh'), 'restore', file, restored], { cwd: ROOT })
  const carts = await sqlCount(restored, 'carts')
  expect(carts).toBeGreaterThanOrEqual(atStart)
  expect(carts).toBeLessThanOrEqual(atEnd)
  for (const table of ['products', 'categories', 'pages', 'media', 'stores', 'users']) {
    expect(await sqlCount(restored, table), table).toBe(await sqlCount(c.databaseUrl, table))
  }

  // The integration suite's read checks, on the restored database as it is.
  const report = path.join(dir, 'read-checks.json')
  const started = performance.now()
  const checks = await run(
    'npx',
    ['vitest', 'run', '--project', 'integration', ...READ_CHECKS, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: ROOT,
      env: childEnv({ INTEGRATION_DATABASE_URL: restored, INTEGRATION_EXISTING_DATABASE: 'true' }),
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`Vérifications de lecture en échec :\n${(error.stdout ?? '').slice(-6000)}\n${(error.stderr ?? '').slice(-2000)}`)
  })
  const summary = JSON.parse(await readFile(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number }
  console.log(
    `[restauration] ${summary.numPassedTests}/${summary.numTotalTests} vérifications de lecture réussies sur la base restaurée en ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s (${READ_CHECKS.length} fichiers)`,
  )
  expect(checks.stdout).toContain('Tests')
  expect(summary.numFailedTests).toBe(0)
  expect(summary.numPassedTests).toBeGreaterThan(20)
}, 600_000)
