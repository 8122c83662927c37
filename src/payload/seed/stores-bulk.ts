/**
 * Inserts many stores at once through the database adapter's Drizzle tables (the Local
 * API writes one document per transaction: about 40 ms each here, too slow for the
 * demo's 170 stores and far too slow for the benchmark's 10,000). Works with both
 * adapters (SQLite and PostgreSQL). No hooks run: callers own cache invalidation.
 */
import type { Payload } from 'payload'
import type { StoreSeed } from './types'

interface Insertable {
  values(rows: Record<string, unknown>[]): { returning(fields: Record<string, unknown>): Promise<{ id: number }[]> } & PromiseLike<unknown>
}
interface DrizzleLike {
  insert(table: unknown): Insertable
}
interface AdapterLike {
  drizzle: DrizzleLike
  tables: Record<string, Record<string, unknown>>
}

const CHUNK = 400

export async function insertStores(payload: Payload, stores: StoreSeed[]): Promise<number> {
  const db = payload.db as unknown as AdapterLike
  const main = db.tables.stores
  const targets = db.tables.stores_targets
  const ranges = db.tables.stores_ranges
  if (!main || !targets || !ranges) throw new Error('stores tables missing: run the migrations first')
  const now = new Date().toISOString()
  let inserted = 0
  for (let start = 0; start < stores.length; start += CHUNK) {
    const chunk = stores.slice(start, start + CHUNK)
    const ids = await db.drizzle
      .insert(main)
      .values(
        chunk.map((s) => ({
          name: s.name,
          type: s.type,
          address: s.address,
          postcode: s.postcode,
          city: s.city,
          country: s.country,
          latitude: s.latitude,
          longitude: s.longitude,
          phone: s.phone,
          openingHours: s.openingHours,
          updatedAt: now,
          createdAt: now,
        })),
      )
      .returning({ id: main.id })
    const targetRows = chunk.flatMap((s, i) => s.targets.map((value, order) => ({ order: order + 1, parent: ids[i]?.id, value })))
    const rangeRows = chunk.flatMap((s, i) => s.ranges.map((value, order) => ({ order: order + 1, parent: ids[i]?.id, value })))
    for (let j = 0; j < targetRows.length; j += CHUNK) await db.drizzle.insert(targets).values(targetRows.slice(j, j + CHUNK))
    for (let j = 0; j < rangeRows.length; j += CHUNK) await db.drizzle.insert(ranges).values(rangeRows.slice(j, j + CHUNK))
    inserted += chunk.length
  }
  return inserted
}
