/**
 * Persistence helpers of the seed: idempotent upserts through the Local API.
 *
 * The builders of the data files are typed with the generated collection types; the
 * helpers below only move plain objects, so they use a loosely typed view of the API.
 */
import type { CollectionSlug, Payload } from 'payload'
import type { Locale } from './types'

export type AnyDoc = Record<string, unknown> & { id: number }

/**
 * Every write of the seed: no cache revalidation (there is no Next server), system access.
 * `context` is a new object at each spread: Payload keeps the one it is given as the request's
 * context, and the S3 storage plugin leaves its `skipCloudStorage` flag on it after an upload, so
 * with one shared object every upload after the first skipped the bucket (decision 096;
 * payloadcms/payload#17546, open).
 */
export const WRITE = {
  get context() {
    return { disableRevalidate: true }
  },
  overrideAccess: true,
  depth: 0,
} as const

interface FileInput {
  data: Buffer
  mimetype: string
  name: string
  size: number
}

interface LooseApi {
  find(args: {
    collection: CollectionSlug
    where?: Record<string, unknown>
    locale?: Locale
    fallbackLocale?: false
    depth?: number
    limit?: number
    pagination?: boolean
    overrideAccess?: boolean
    draft?: boolean
  }): Promise<{ docs: AnyDoc[] }>
  findByID(args: {
    collection: CollectionSlug
    id: number
    locale?: Locale
    fallbackLocale?: false
    depth?: number
    overrideAccess?: boolean
    draft?: boolean
  }): Promise<AnyDoc>
  create(args: {
    collection: CollectionSlug
    data: Record<string, unknown>
    locale?: Locale
    file?: FileInput
    draft?: boolean
    disableTransaction?: boolean
    context?: Record<string, unknown>
    overrideAccess?: boolean
    depth?: number
  }): Promise<AnyDoc>
  update(args: {
    collection: CollectionSlug
    id: number
    data: Record<string, unknown>
    locale?: Locale
    draft?: boolean
    context?: Record<string, unknown>
    overrideAccess?: boolean
    depth?: number
  }): Promise<AnyDoc>
  count(args: { collection: CollectionSlug; overrideAccess?: boolean }): Promise<{ totalDocs: number }>
}

export const api = (payload: Payload): LooseApi => payload as unknown as LooseApi

export interface SeedContext {
  payload: Payload
  log: (msg: string) => void
}

/** Every document of a collection, keyed by one of its text fields. */
export async function loadIndex(ctx: SeedContext, collection: CollectionSlug, key: string): Promise<Map<string, AnyDoc>> {
  const { docs } = await api(ctx.payload).find({ collection, pagination: false, depth: 0, locale: 'fr', overrideAccess: true })
  const index = new Map<string, AnyDoc>()
  for (const doc of docs) {
    const value = doc[key]
    if (typeof value === 'string') index.set(value, doc)
  }
  return index
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Copies the row ids of `existing` into the array rows of `data`, position by position
 * (and only onto rows of the same block type), so that an update keeps the rows and
 * the values of the other locale stored on them.
 */
export function withIds<T>(data: T, existing: unknown): T {
  if (Array.isArray(data)) {
    const old = Array.isArray(existing) ? existing : []
    return data.map((row: unknown, index) => {
      const previous: unknown = old[index]
      if (!isRecord(row)) return row
      const merged = withIds(row, previous)
      if (isRecord(previous) && typeof previous.id === 'string' && row.id === undefined && previous.blockType === row.blockType) {
        return { ...merged, id: previous.id }
      }
      return merged
    }) as T
  }
  if (isRecord(data)) {
    const old = isRecord(existing) ? existing : {}
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(data)) out[key] = Array.isArray(value) || isRecord(value) ? withIds(value, old[key]) : value
    return out as T
  }
  return data
}

/** True when every value given in `wanted` is already stored in `stored` (extra stored keys ignored). */
export function isSubset(wanted: unknown, stored: unknown): boolean {
  if (wanted === undefined) return true
  if (wanted === null) return stored === null || stored === undefined
  if (Array.isArray(wanted)) {
    return Array.isArray(stored) && wanted.length === stored.length && wanted.every((item, index) => isSubset(item, stored[index]))
  }
  if (isRecord(wanted)) {
    if (!isRecord(stored)) return false
    return Object.entries(wanted).every(([key, value]) => isSubset(value, stored[key]))
  }
  return wanted === stored
}

export type UpsertAction = 'created' | 'updated' | 'unchanged'

export interface UpsertResult {
  id: number
  action: UpsertAction
}

interface UpsertArgs {
  collection: CollectionSlug
  /** Unique key field and its value, used to find the document. */
  key: string
  value: string
  data: Record<string, unknown>
  locale: Locale
  /** The document when already known (from `loadIndex`), to save a query. */
  known?: AnyDoc | undefined
  /** Versioned collections: write the published version. */
  published?: boolean
}

/** Creates the document, or updates it only when a given value differs from the stored one. */
export async function upsert(ctx: SeedContext, args: UpsertArgs): Promise<UpsertResult> {
  const local = api(ctx.payload)
  const draft = args.published ? { draft: false } : {}
  let id = args.known?.id
  if (id === undefined) {
    const found = await local.find({
      collection: args.collection,
      where: { [args.key]: { equals: args.value } },
      limit: 1,
      depth: 0,
      locale: 'fr',
      overrideAccess: true,
    })
    id = found.docs[0]?.id
  }
  if (id === undefined) {
    const created = await local.create({ collection: args.collection, data: args.data, locale: args.locale, ...draft, ...WRITE })
    return { id: created.id, action: 'created' }
  }
  const stored = await local.findByID({
    collection: args.collection,
    id,
    locale: args.locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: true,
  })
  const data = withIds(args.data, stored)
  if (isSubset(data, stored)) return { id, action: 'unchanged' }
  await local.update({ collection: args.collection, id, data, locale: args.locale, ...draft, ...WRITE })
  return { id, action: 'updated' }
}

/** Counts of created / updated / unchanged documents of one step, for the log. */
export class Tally {
  private readonly counts: Record<UpsertAction, number> = { created: 0, updated: 0, unchanged: 0 }

  constructor(private readonly label: string) {}

  add(result: UpsertResult | UpsertAction): void {
    this.counts[typeof result === 'string' ? result : result.action]++
  }

  toString(): string {
    const { created, updated, unchanged } = this.counts
    return `${this.label} : ${created} créé(s), ${updated} mis à jour, ${unchanged} inchangé(s)`
  }
}

/** Uploads generated at the same time (2 cores: rendering, resizing and SQLite writes overlap). */
export const UPLOADS_IN_FLIGHT = 3

/** Runs `task` over `items` with at most `limit` in flight, keeping the result order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => worker()))
  return results
}
