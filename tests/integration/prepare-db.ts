/**
 * Creates the integration database: committed migrations, then the demo seed (or the
 * fallback fixtures while the seed does not exist). Run by global-setup.ts in a child
 * process with tsx, with DATABASE_URL / MEDIA_DIR / PAYLOAD_SECRET already set, so that
 * nothing here goes through Vitest's module runner. Prints `SEED_SOURCE=demo|fixtures`.
 * With INTEGRATION_EXISTING_DATABASE=true (and INTEGRATION_DATABASE_URL naming a database
 * that holds the demo content, e.g. a restored backup) it only checks that every committed
 * migration is recorded: the read-only test files then run against that data as it is.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { applyMigrations, missingMigrations } from '../../src/payload/apply-migrations'

const root = path.resolve(import.meta.dirname, '../..')
const payload = await getPayload({ config })

// An existing database (a restored backup, decision 098): read as it is, nothing written.
if (process.env.INTEGRATION_EXISTING_DATABASE === 'true') {
  const missing = await missingMigrations(payload)
  if (missing.length > 0) throw new Error(`Base existante sans les migrations : ${missing.join(', ')}`)
  console.log('SEED_SOURCE=demo')
  process.exit(0)
}
await applyMigrations(payload)

const seedFile = path.join(root, 'src/payload/seed/seed.ts')
let source: 'demo' | 'fixtures'
if (existsSync(seedFile) && process.env.INTEGRATION_FIXTURES !== 'true') {
  const { seed } = (await import(seedFile)) as {
    seed: (p: typeof payload, o: { communes: unknown[]; log?: (m: string) => void }) => Promise<unknown>
  }
  const { communeIndex } = await import('../../src/data/geo')
  await seed(payload, { communes: communeIndex().all, log: () => {} })
  source = 'demo'
} else {
  const { createFixtures } = await import('./fixtures')
  await createFixtures(payload)
  source = 'fixtures'
}
console.log(`SEED_SOURCE=${source}`)
process.exit(0)
