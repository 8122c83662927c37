/**
 * Writes a migration for the schema as the Payload config now describes it, against the
 * database adapter that DATABASE_URL selects: `src/migrations` for SQLite,
 * `src/migrations-postgres` for PostgreSQL (decision 073). A schema change needs both:
 *
 *   npm run migrate:create -- NAME                                  (SQLite)
 *   DATABASE_URL=postgres://… npm run migrate:create -- NAME        (PostgreSQL, scripts/postgres.sh)
 *
 * Nothing is written when the schema has not changed. Goes through getPayload, like
 * scripts/migrate.ts, rather than Payload's CLI (see there).
 */
import { getPayload } from 'payload'
import config from '../src/payload.config'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run migrate:create -- nom_en_minuscules')
  process.exit(2)
}
const payload = await getPayload({ config })
await payload.db.createMigration({ migrationName: name, payload, skipEmpty: true })
process.exit(0)
