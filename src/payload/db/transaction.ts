import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { sql } from '@payloadcms/db-sqlite'
import { retryBusyTransaction } from './sqlite-busy'

/**
 * One database transaction for work that must be all or nothing (an order: cart, discount use,
 * number, document), on SQLite and PostgreSQL alike (decision 088).
 *
 * - Raw SQL goes through `tx.run` / `tx.rows`, on the transaction's own Drizzle session.
 * - Payload's Local API joins it with `req: tx.req`: the session is registered in the
 *   adapter's `sessions` under `tx.req.transactionID`, which is where Payload's Drizzle
 *   operations look for it (@payloadcms/drizzle getTransaction), and an operation given a
 *   transaction id neither commits nor rolls it back.
 * - The work's result commits; a thrown error rolls back and is thrown again (`Rollback`
 *   carries an answer out of a transaction that must leave nothing behind).
 *
 * SQLite: this project does not turn on Payload's transactions for SQLite (each Payload write
 * would open a connection and take the write lock). libsql runs a transaction on its own
 * connection (BEGIN IMMEDIATE) and its calls are synchronous, so a second transaction waiting
 * on the lock would block the event loop and the first could never finish: the transactions of
 * this process take turns instead (one queue). PostgreSQL needs no queue: its row locks make
 * concurrent conditional updates wait for each other.
 */
type SQL = ReturnType<typeof sql>
interface DrizzleSession {
  run?: (query: SQL) => Promise<{ rowsAffected?: number; changes?: number }>
  all?: (query: SQL) => Promise<unknown[]>
  execute?: (query: SQL) => Promise<{ rowCount?: number | null; rows?: unknown[] }>
}
interface Adapter {
  name: string
  drizzle: { transaction: <T>(work: (db: DrizzleSession) => Promise<T>) => Promise<T> }
  sessions: Record<string, { db: DrizzleSession; resolve: () => Promise<void>; reject: () => Promise<void> }>
}

export interface Tx {
  /** Pass as `req` to Payload's Local API calls that belong to the transaction. */
  req: Partial<PayloadRequest>
  /** One statement; the number of rows it changed. */
  run(query: SQL): Promise<number>
  /** One statement's rows (SELECT, or … RETURNING). */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>
}

/** Thrown inside a transaction to roll it back and answer `value` instead. */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback')
  }
}

/**
 * The process's turn of SQLite transactions, shared by every bundle of the server (globalThis):
 * the tail of the queue, and which async context holds the turn. Work asked for from inside the
 * turn (the job runner's claim inside its run, decision 097) runs at once instead of waiting
 * for a turn that its own caller holds.
 */
const queue = globalThis as unknown as { __ardalisSqliteTx?: Promise<unknown>; __ardalisSqliteTurn?: AsyncLocalStorage<true> }
const turn = (queue.__ardalisSqliteTurn ??= new AsyncLocalStorage<true>())

function serialised<T>(work: () => Promise<T>): Promise<T> {
  if (turn.getStore()) return work()
  const inTurn = () => turn.run(true, work)
  const previous = queue.__ardalisSqliteTx ?? Promise.resolve()
  const next = previous.then(inTurn, inTurn)
  queue.__ardalisSqliteTx = next.catch(() => undefined)
  return next
}

function txOf(payload: Payload, adapter: Adapter, db: DrizzleSession, id: string): Tx {
  const sqlite = adapter.name === 'sqlite'
  return {
    req: { payload, transactionID: id },
    async run(query) {
      if (sqlite && db.run) {
        const result = await db.run(query)
        return result.rowsAffected ?? result.changes ?? 0
      }
      if (!db.execute) throw new Error(`Adaptateur de base non pris en charge : ${adapter.name}`)
      return (await db.execute(query)).rowCount ?? 0
    },
    async rows<T>(query: SQL) {
      if (sqlite && db.all) return (await db.all(query)) as T[]
      if (!db.execute) throw new Error(`Adaptateur de base non pris en charge : ${adapter.name}`)
      return ((await db.execute(query)).rows ?? []) as T[]
    },
  }
}

/**
 * Runs `work` in this process's turn of SQLite transactions (decision 092): no transaction
 * (an order, a queued mail) is open while it runs. Payload's job runner writes without a
 * transaction; run beside an order's, its statements made the order's COMMIT fail
 * ("SQL statements in progress"). PostgreSQL: runs at once. Inside the turn (the same async
 * context), runs at once too: a transaction then opened by `work` must not run beside another.
 */
export function takeTurn<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  return (payload.db as unknown as Adapter).name === 'sqlite' ? serialised(work) : work()
}

export async function inTransaction<T>(payload: Payload, work: (tx: Tx) => Promise<T>): Promise<T> {
  const adapter = payload.db as unknown as Adapter
  const once = async (): Promise<T> => {
    const id = randomUUID()
    try {
      return await adapter.drizzle.transaction(async (db) => {
        adapter.sessions[id] = { db, resolve: async () => undefined, reject: async () => undefined }
        try {
          return await work(txOf(payload, adapter, db, id))
        } finally {
          delete adapter.sessions[id]
        }
      })
    } catch (error) {
      if (error instanceof Rollback) return error.value as T
      throw error
    }
  }
  // SQLite: another process's write transaction (two servers on one file) is waited for.
  return adapter.name === 'sqlite' ? serialised(() => retryBusyTransaction(payload, once)) : once()
}
