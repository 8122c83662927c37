/**
 * The cluster family's set-up (decision 098): `scripts/cluster.sh start` once for every test
 * file (PostgreSQL, Redis, s3rver, the SMTP catcher, two `next start` instances and nginx, with
 * the demo content), `stop` at the end. When CLUSTER_DIR names a cluster that already runs (a
 * developer's, started by hand), the tests use it and leave it running. Otherwise the cluster
 * lives in CLUSTER_DIR if set, else in a temporary directory; its logs are kept in
 * reports/cluster-logs/ when it stops. CLUSTER_SKIP_BUILD=1 reuses the existing build.
 */
import { execFile, spawn } from 'node:child_process'
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    clusterDir: string
  }
}

const root = path.resolve(import.meta.dirname, '../..')
const script = path.join(root, 'scripts/cluster.sh')

function cluster(command: string, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [script, command], {
      cwd: root,
      env: { ...process.env, CLUSTER_DIR: dir },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`scripts/cluster.sh ${command} : code ${code}`))))
  })
}

async function running(dir: string): Promise<boolean> {
  if (!existsSync(path.join(dir, 'cluster.env'))) return false
  try {
    await promisify(execFile)('bash', [script, 'status'], { cwd: root, env: { ...process.env, CLUSTER_DIR: dir } })
    return true
  } catch {
    return false
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.CLUSTER_DIR
  if (given && (await running(given))) {
    console.log(`[cluster] cluster déjà en marche dans ${given} : utilisé tel quel et laissé en marche`)
    project.provide('clusterDir', given)
    return async () => {}
  }
  const dir = given ?? (await mkdtemp(path.join(os.tmpdir(), 'ardalis-cluster-')))
  // PostgreSQL runs as its own user, which must reach its directory.
  await chmod(dir, 0o755)
  process.env.CLUSTER_DIR = dir
  project.provide('clusterDir', dir)
  const teardown = async () => {
    await cluster('stop', dir)
    await cp(path.join(dir, 'logs'), path.join(root, 'reports/cluster-logs'), { recursive: true }).catch(() => undefined)
    if (!given) await rm(dir, { recursive: true, force: true })
  }
  const started = performance.now()
  try {
    await cluster('start', dir)
  } catch (error) {
    await teardown().catch(() => undefined)
    throw error
  }
  console.log(`[cluster] prêt en ${((performance.now() - started) / 1000).toFixed(0)} s (${dir})`)
  return teardown
}
