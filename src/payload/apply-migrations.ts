import type { Payload } from 'payload'
import { migrations } from '@/migrations'

type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

/**
 * Applies the committed migrations and checks that each one is recorded; throws the
 * names of those that are not. SQLite runs the committed list (`src/migrations`);
 * PostgreSQL lets its adapter read its own migration folder.
 */
export async function applyMigrations(payload: Payload): Promise<number> {
  if (payload.db.name !== 'sqlite') {
    await payload.db.migrate()
    return 0
  }
  // The generated migration functions take typed args; the adapter's list type says `unknown`.
  await payload.db.migrate({ migrations: migrations as unknown as MigrationList })
  const recorded = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })
  const names = new Set(recorded.docs.map((doc) => String((doc as { name?: unknown }).name)))
  const missing = migrations.map((m) => m.name).filter((name) => !names.has(name))
  if (missing.length > 0) throw new Error(`Migrations non appliquées : ${missing.join(', ')}`)
  return migrations.length
}
