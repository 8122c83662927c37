import type { Payload } from 'payload'
import { migrations as sqliteMigrations } from '@/migrations'
import { migrations as postgresMigrations } from '@/migrations-postgres'

type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

/** The committed migrations of the adapter in use (decision 073): one folder per dialect. */
function committedMigrations(payload: Payload): { name: string }[] {
  if (payload.db.name === 'sqlite') return sqliteMigrations
  if (payload.db.name === 'postgres') return postgresMigrations
  throw new Error(`Adaptateur de base sans migrations : ${payload.db.name}`)
}

/** The committed migrations that the database does not record (read only). */
export async function missingMigrations(payload: Payload): Promise<string[]> {
  const recorded = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })
  const names = new Set(recorded.docs.map((doc) => String((doc as { name?: unknown }).name)))
  return committedMigrations(payload)
    .map((m) => m.name)
    .filter((name) => !names.has(name))
}

/**
 * Applies the committed migrations of the adapter in use and checks that each one is
 * recorded; throws the names of those that are not. Returns how many are committed.
 */
export async function applyMigrations(payload: Payload): Promise<number> {
  const migrations = committedMigrations(payload)
  // The generated migration functions take typed args; the adapter's list type says `unknown`.
  await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
  const missing = await missingMigrations(payload)
  if (missing.length > 0) throw new Error(`Migrations non appliquées : ${missing.join(', ')}`)
  return migrations.length
}
