/**
 * The committed migrations of the adapter in use (SQLite, or PostgreSQL with
 * INTEGRATION_DATABASE_URL) describe the schema of the Payload config: a field added to
 * a collection without its migration, for either database, fails here (decision 073).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { payloadClient } from '@/data/payload'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => unknown
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}
type Adapter = { name: string; schema: unknown; migrationDir: string; requireDrizzleKit: () => DrizzleKit }

describe('migrations', () => {
  it('the latest committed snapshot matches the schema of the config', async () => {
    const payload = await payloadClient()
    const db = payload.db as unknown as Adapter
    const snapshots = readdirSync(db.migrationDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
    expect(snapshots.length).toBeGreaterThan(0)
    const latest = JSON.parse(readFileSync(path.join(db.migrationDir, snapshots.at(-1) ?? ''), 'utf8')) as unknown
    const kit = db.requireDrizzleKit()
    const current = await kit.generateDrizzleJson(db.schema)
    const missing = await kit.generateMigration(latest, current)
    expect(missing, `statements missing from the ${db.name} migrations`).toEqual([])
  })
})
