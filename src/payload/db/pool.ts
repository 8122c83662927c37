import pg from 'pg'

/**
 * The PostgreSQL pool's options (decision 117). pg's pool uses one setting,
 * `connectionTimeoutMillis`, for two different waits:
 * - opening a connection: a database that does not answer must fail a request quickly
 *   (a stopped one refuses at once);
 * - waiting in the pool's queue for a connection another request is using: a burst (sixty
 *   additions to carts while orders are placed) makes requests queue for seconds on a busy
 *   machine, and each query that waited longer than the setting failed as a 500.
 * The client is given its own connection timeout, so the first wait stays short and the queue
 * may be waited on longer.
 */
export const CONNECT_TIMEOUT_MS = 3_000
export const QUEUE_TIMEOUT_MS = 15_000

/** pg's client, which gives up opening a connection after CONNECT_TIMEOUT_MS. */
class BoundedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    const options = typeof config === 'string' ? { connectionString: config } : (config ?? {})
    super({ ...options, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  }
}

export function poolOptions(connectionString: string): pg.PoolConfig {
  return {
    connectionString,
    Client: BoundedClient,
    connectionTimeoutMillis: QUEUE_TIMEOUT_MS,
    // Idle connections are closed after 10 s.
    idleTimeoutMillis: 10_000,
  }
}
