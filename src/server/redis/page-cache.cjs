// @ts-check
/**
 * Next's page and data cache shared by every instance through Redis (decision 095), with
 * @fortedigital/nextjs-cache-handler: its Redis handler keeps each entry with its tags, and
 * expiring a tag on one instance deletes the entries that carry it for all.
 *
 * While Redis is away each instance keeps serving from a cache in its own memory, filled
 * only during the outage (what it held before may have been expired by another instance
 * meanwhile) and dropped when Redis is back. The tags this instance expired during the
 * outage are expired in Redis as soon as it answers again, so that no other instance keeps
 * serving what was edited here.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, loaded by Next outside its bundles
const { CacheHandler } = require('@fortedigital/nextjs-cache-handler')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default
// eslint-disable-next-line @typescript-eslint/no-require-imports
const createLruHandler = require('@fortedigital/nextjs-cache-handler/local-lru').default
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { onRedisReady, sharedRedis } = require('./connection.cjs')

/** Keys of this site in a Redis that may be shared with other applications. */
const KEY_PREFIX = 'ardalis:cache:'

/**
 * The keys of one build: a new release renders its pages afresh instead of serving the
 * previous release's (whose scripts and styles it no longer has). A rolling restart runs both
 * builds side by side for a moment, each with its own entries; the old ones expire with their
 * lifetime or are evicted by Redis (docs/deploy.md).
 * @param {string | undefined} buildId
 */
function keyPrefix(buildId) {
  return `${KEY_PREFIX}${(buildId ?? 'dev').trim()}:`
}
/** A Redis that takes longer than this to answer a cache read counts as away for that read. */
const TIMEOUT_MS = 1_000
/** The memory cache of an outage: pages and data entries, 256 MB at most. */
const MEMORY = { maxItemsNumber: 5_000, maxItemSizeBytes: 256 * 1024 * 1024 }

/**
 * @param {string} url REDIS_URL
 * @returns {typeof CacheHandler} the handler class Next instantiates
 */
function sharedPageCache(url) {
  const client = sharedRedis(url)
  /** The Redis handler, made when Next hands over the build id (see `keyPrefix`). */
  /** @type {ReturnType<typeof createRedisHandler> | null} */
  let redis = null
  let memory = createLruHandler(MEMORY)
  /** Tags expired here while Redis was away, to expire there when it is back. */
  const missed = new Set()

  onRedisReady(async () => {
    memory = createLruHandler(MEMORY)
    if (!redis) return
    for (const tag of [...missed]) {
      await redis.revalidateTag(tag)
      missed.delete(tag)
    }
  })

  const away = () => new Error('Redis indisponible')

  /** @type {import('@fortedigital/nextjs-cache-handler/dist/handlers/cache-handler.types').Handler} */
  const shared = {
    name: 'redis',
    async get(key, meta) {
      if (!client.isReady || !redis) throw away()
      return redis.get(key, meta)
    },
    async set(key, value, ctx) {
      if (!client.isReady || !redis) throw away()
      return redis.set(key, value, ctx)
    },
    async revalidateTag(tag) {
      try {
        if (!client.isReady || !redis) throw away()
        await redis.revalidateTag(tag)
      } catch (error) {
        missed.add(tag)
        throw error
      }
    },
    async delete(key) {
      if (client.isReady) await redis?.delete?.(key)
    },
  }

  /** Read only when the shared handler could not answer (the handlers are tried in order). */
  /** @type {import('@fortedigital/nextjs-cache-handler/dist/handlers/cache-handler.types').Handler} */
  const local = {
    name: 'memory',
    get: (key, meta) => memory.get(key, meta),
    set: (key, value, ctx) => (client.isReady ? Promise.resolve() : memory.set(key, value, ctx)),
    revalidateTag: (tag) => memory.revalidateTag(tag),
    delete: (key) => memory.delete?.(key) ?? Promise.resolve(),
  }

  CacheHandler.onCreation(({ buildId }) => {
    redis = createRedisHandler({ client, keyPrefix: keyPrefix(buildId), timeoutMs: TIMEOUT_MS })
    return { handlers: [shared, local] }
  })
  return CacheHandler
}

module.exports = { sharedPageCache, keyPrefix }
