/**
 * Applies the committed migrations, then checks that every one of them is recorded.
 * Run with tsx and NODE_ENV=production (never a dev push). Payload's own CLI
 * (`payload migrate`) loads the config through tsx's programmatic API, which on Node 20
 * sometimes stalls and exits 0 having done nothing; this script goes through the same
 * `getPayload` as the seed and fails loudly instead.
 */
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { migrations } from '../src/migrations'

type MigrationList = NonNullable<NonNullable<Parameters<Awaited<ReturnType<typeof getPayload>>['db']['migrate']>[0]>['migrations']>

const payload = await getPayload({ config })
const isSqlite = !/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
// SQLite: the committed list; PostgreSQL: the adapter reads its own migration folder.
await payload.db.migrate(isSqlite ? { migrations: migrations as unknown as MigrationList } : undefined)

if (isSqlite) {
  const recorded = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })
  const names = new Set(recorded.docs.map((doc) => String((doc as { name?: unknown }).name)))
  const missing = migrations.map((m) => m.name).filter((name) => !names.has(name))
  if (missing.length > 0) {
    console.error(`Migrations non appliquées : ${missing.join(', ')}`)
    process.exit(1)
  }
  console.log(`Schéma à jour : ${migrations.length} migrations appliquées.`)
}
process.exit(0)
