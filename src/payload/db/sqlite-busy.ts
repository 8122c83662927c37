import type { Payload } from 'payload'

/**
 * SQLite's write lock and our order transactions (decision 088). libsql runs a transaction on
 * its own connection and opens a new one for every other statement, without Payload's
 * `busy_timeout`; and a busy timeout would not help anyway: libsql waits synchronously, so the
 * transaction it waits for (same process) could never commit. While an order is being placed,
 * another request's write would therefore fail at once with SQLITE_BUSY (a 500 for a visitor
 * adding to their cart). Here every statement of the adapter's client that meets a busy
 * database is tried again after an asynchronous pause (2 ms, doubling up to 50 ms, 5 s in all),
 * which lets the transaction finish first. A statement that failed with SQLITE_BUSY changed
 * nothing, so trying it again is safe.
 */
const METHODS = ['execute', 'batch', 'executeMultiple'] as const
const MAX_WAIT_MS = 5_000

type Method = (...args: unknown[]) => Promise<unknown>
type Client = Partial<Record<(typeof METHODS)[number], Method>> & {
  __busyRetry?: true
  transaction?: (mode: 'deferred') => Promise<{ close(): void }>
}

export function isBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (code === 'SQLITE_BUSY' || (typeof message === 'string' && message.includes('SQLITE_BUSY'))) return true
    e = cause
  }
  return false
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A statement that met the write lock may stay unfinished on the connection it ran on (libsql
 * resets it only when it is collected), and libsql hands that same connection to the next
 * transaction, whose COMMIT then fails with "SQL statements in progress". So the connection is
 * set aside at once: libsql's `transaction()` takes the current connection (a deferred BEGIN
 * takes no lock), and the client opens a fresh one for its next statement.
 */
async function setConnectionAside(client: Client): Promise<void> {
  if (typeof client.transaction !== 'function') return
  try {
    const aside = await client.transaction('deferred')
    aside.close()
  } catch {
    // The connection could not even begin: the next statement tries on it again.
  }
}

/**
 * Runs `attempt` again while it meets a busy database: after an asynchronous pause (2 ms,
 * doubling up to 50 ms) and with the connection set aside, `maxWaitMs` in all, then its error.
 */
export async function whileBusy<T>(client: Client, attempt: () => Promise<T>, maxWaitMs = MAX_WAIT_MS): Promise<T> {
  const deadline = Date.now() + maxWaitMs
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    try {
      return await attempt()
    } catch (error) {
      if (!isBusy(error)) throw error
      await setConnectionAside(client)
      if (Date.now() >= deadline) throw error
      await pause(wait)
    }
  }
}

/** Wraps a libsql client's statement methods with the retry (once per client). */
export function retryBusyStatements(client: Client, maxWaitMs = MAX_WAIT_MS): void {
  if (client.__busyRetry) return
  client.__busyRetry = true
  for (const name of METHODS) {
    const original = client[name]
    if (typeof original !== 'function') continue
    client[name] = (...args: unknown[]) => whileBusy(client, () => original.apply(client, args), maxWaitMs)
  }
}

/**
 * A write transaction of another process (two servers on one SQLite file) makes libsql's
 * BEGIN IMMEDIATE fail at once with SQLITE_BUSY: `work` (a whole transaction, which a busy
 * BEGIN left undone) is tried again the same way. PostgreSQL: runs once.
 */
export function retryBusyTransaction<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const client = payload.db.name === 'sqlite' ? (payload.db as unknown as { client?: Client }).client : undefined
  return client ? whileBusy(client, work) : work()
}

/** On the SQLite adapter, from Payload's onInit. */
export function retryBusySqlite(payload: Payload): void {
  if (payload.db.name !== 'sqlite') return
  const client = (payload.db as unknown as { client?: Client }).client
  if (client) retryBusyStatements(client)
}
