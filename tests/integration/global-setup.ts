/**
 * Integration harness: one temporary SQLite database per run, with the committed
 * migrations and the demo seed, created once (~20–40 s) before any test file.
 * With INTEGRATION_DATABASE_URL (an empty PostgreSQL database, see scripts/postgres.sh),
 * the same suite runs on PostgreSQL instead (decision 073).
 *
 * - The environment (DATABASE_URL, MEDIA_DIR, PAYLOAD_SECRET, NODE_ENV=test) is set here,
 *   before anything imports the Payload config (src/env.ts reads it at import).
 * - The database is prepared by tests/integration/prepare-db.ts in a child process run
 *   with tsx, not through Vitest's module runner: loading the Payload config in this main
 *   process deadlocked on some runs (seen with stdout redirected to a file), probably the
 *   lexical chain of decision 113, which waits forever in a process that other work keeps alive.
 *   The child gets the mode's build condition (src/build/node-entry.ts).
 * - Test workers are forked after this setup and inherit process.env; the values are also
 *   provided (`inject('databaseUrl')`) and a test checks that both agree.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startCatcher } from '../../scripts/smtp-catcher.mjs'
import { runNodeEntry } from '../../src/build/node-entry'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
    seedSource: 'demo' | 'fixtures'
  }
}

const root = path.resolve(import.meta.dirname, '../..')

async function prepareDatabase(env: NodeJS.ProcessEnv): Promise<'demo' | 'fixtures'> {
  const { code, output } = await runNodeEntry(path.join(root, 'tests/integration/prepare-db.ts'), env, root)
  const source = /SEED_SOURCE=(demo|fixtures)/.exec(output)?.[1] as 'demo' | 'fixtures' | undefined
  if (code === 0 && source) return source
  throw new Error(`Préparation de la base d’intégration en échec (code ${code}) :\n${output.slice(-4000)}`)
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ardalis-int-'))
  const env = process.env as Record<string, string | undefined>
  env.DATABASE_URL = env.INTEGRATION_DATABASE_URL || `file:${path.join(dir, 'test.db')}`
  env.MEDIA_DIR = path.join(dir, 'media')
  env.PRIVATE_DIR = path.join(dir, 'private')
  env.JOBS_AUTORUN = 'false'
  env.CAPTCHA_MAX_NUMBER = '1000'
  env.PAYLOAD_SECRET = 'integration-tests-secret-not-for-production'
  env.NODE_ENV = 'test'
  env.SITE_URL = 'http://localhost:3000'
  env.NEXT_TELEMETRY_DISABLED = '1'
  delete env.ADMIN_EMAIL
  delete env.ADMIN_PASSWORD
  delete env.PAYLOAD_DEV_PUSH
  delete env.DEMO

  // E-mails go to a real local SMTP catcher; tests read it through MAIL_CATCHER_URL.
  const catcher = await startCatcher({ smtpPort: 0, httpPort: 0, quiet: true })
  env.SMTP_URL = catcher.smtpUrl
  env.MAIL_CATCHER_URL = catcher.httpUrl

  const started = performance.now()
  const seedSource = await prepareDatabase({ ...process.env })
  console.log(`[integration] ${env.DATABASE_URL} ready (${seedSource}) in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  project.provide('databaseUrl', env.DATABASE_URL)
  project.provide('mediaDir', env.MEDIA_DIR)
  project.provide('seedSource', seedSource)

  return async () => {
    await catcher.close()
    await rm(dir, { recursive: true, force: true })
  }
}
