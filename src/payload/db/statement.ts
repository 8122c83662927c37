import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'

/**
 * Runs one SQL statement through the adapter's Drizzle instance and returns how many
 * rows it changed. SQLite's Drizzle (libsql) answers `run()` with `rowsAffected`;
 * PostgreSQL's (node-postgres) answers `execute()` with `rowCount`. Both adapters use
 * the same drizzle-orm, so one `sql` statement serves both; write it in SQL that both
 * dialects accept.
 */
type SQL = ReturnType<typeof sql>
type SqliteDrizzle = { run: (query: SQL) => Promise<{ rowsAffected?: number; changes?: number }> }
type PostgresDrizzle = { execute: (query: SQL) => Promise<{ rowCount?: number | null }> }

export async function runStatement(payload: Payload, query: SQL): Promise<number> {
  const drizzle = (payload.db as unknown as { drizzle: Partial<SqliteDrizzle & PostgresDrizzle> }).drizzle
  if (payload.db.name === 'sqlite' && drizzle.run) {
    const result = await drizzle.run(query)
    return result.rowsAffected ?? result.changes ?? 0
  }
  if (drizzle.execute) {
    const result = await drizzle.execute(query)
    return result.rowCount ?? 0
  }
  throw new Error(`Adaptateur de base non pris en charge : ${payload.db.name}`)
}

/** The database answers a trivial query (`SELECT 1`): the health check (decision 097). */
export async function pingDatabase(payload: Payload): Promise<void> {
  await runStatement(payload, sql`SELECT 1`)
}
