// @ts-check
/**
 * The process's one connection to Redis (REDIS_URL), shared by the page and data cache
 * (src/server/page-cache-handler.cjs), the rate limits (src/server/http/rate-limit.ts), the
 * content generations (src/server/redis/generations.ts) and the health check (decision 095).
 *
 * Plain CommonJS on globalThis: Next requires the cache handler outside its bundles while
 * the other users are bundled, so each may load its own copy of this file; the symbol
 * makes them find the same client.
 *
 * Commands are never queued while the connection is down: they fail at once and each user
 * falls back to its own memory (cache, counters). The client reconnects by itself, at most
 * every 5 s. An outage is logged once when it starts and once when it ends, never per
 * attempt; `onRedisReady` callbacks run at each (re)connection (to replay what was missed).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose (see above)
const { createClient } = require('redis')

const HOLDER = Symbol.for('ardalis.redis.connection')

/**
 * @typedef {ReturnType<typeof createClient>} RedisClient
 * @typedef {{ url: string; client: RedisClient; readyCallbacks: Set<() => void | Promise<void>>; down: boolean }} Connection
 */

/** @returns {{ [HOLDER]?: Connection }} */
function holder() {
  return /** @type {any} */ (globalThis)
}

/**
 * A new client for `url`, connecting, that logs its outages once and runs the ready callbacks.
 * @param {string} url
 * @returns {Connection}
 */
function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // A server that stops answering without closing the socket is found by the ping.
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  })
  /** @type {Connection} */
  const connection = { url, client, readyCallbacks: new Set(), down: false }
  client.on('error', (/** @type {Error} */ error) => {
    if (connection.down) return
    connection.down = true
    console.warn(
      `[redis] Redis indisponible (${error.message || error.name}) : chaque instance garde son cache, ses limites et ses générations en mémoire jusqu’à son retour`,
    )
  })
  client.on('ready', () => {
    if (connection.down) console.warn('[redis] Redis de nouveau joignable : cache, limites et générations partagés à nouveau')
    connection.down = false
    for (const callback of connection.readyCallbacks) {
      Promise.resolve()
        .then(callback)
        .catch(() => undefined)
    }
  })
  client.connect().catch(() => undefined)
  return connection
}

/**
 * A client of its own (tests that play two instances in one process).
 * @param {string} url
 * @returns {RedisClient}
 */
function createRedisClient(url) {
  return connect(url).client
}

/**
 * The process's shared client for `url` (created and connecting on first use).
 * @param {string} url
 * @returns {RedisClient}
 */
function sharedRedis(url) {
  const existing = holder()[HOLDER]
  if (existing && existing.url === url) return existing.client
  const connection = connect(url)
  holder()[HOLDER] = connection
  return connection.client
}

/**
 * Runs `callback` each time the shared connection becomes ready again (and at the first
 * connection). Returns a function that removes it.
 * @param {() => void | Promise<void>} callback
 */
function onRedisReady(callback) {
  const connection = holder()[HOLDER]
  if (!connection) return () => undefined
  connection.readyCallbacks.add(callback)
  return () => connection.readyCallbacks.delete(callback)
}

/**
 * Whether the shared client can take commands now.
 * @returns {boolean}
 */
function redisReady() {
  return holder()[HOLDER]?.client.isReady === true
}

module.exports = { createRedisClient, sharedRedis, onRedisReady, redisReady }
