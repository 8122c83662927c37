/**
 * The content generations shared by every instance through Redis (decision 095): each bump
 * of src/freshness is counted in one Redis hash, and every instance reads the hash every
 * second, so that an edit saved on one instance rebuilds the in-memory indexes (search,
 * store locator, the edge's tables) of the others. While Redis is away the bumps stay local
 * and are published when it is back.
 */
import { recordSharedGenerations, shareGenerations, TAGS, type Tag } from '@/freshness'
import { onRedisReady, sharedRedis } from './connection.cjs'

const HASH = 'ardalis:generations'
const POLL_MS = 1000
const STARTED = Symbol.for('ardalis.redis.generations')

const KNOWN = new Set<string>(Object.values(TAGS))
const isTag = (value: string): value is Tag => KNOWN.has(value)

/** Starts sharing this process's generations through the Redis at `url` (once per process). */
export function startSharedGenerations(url: string): void {
  const holder = globalThis as { [STARTED]?: boolean }
  if (holder[STARTED]) return
  holder[STARTED] = true
  const client = sharedRedis(url)
  const unpublished: Tag[] = []

  async function publish(tags: readonly Tag[]): Promise<void> {
    const multi = client.multi()
    for (const tag of tags) multi.hIncrBy(HASH, tag, 1)
    const replies = await multi.exec()
    const counts = new Map<Tag, number>()
    tags.forEach((tag, i) => counts.set(tag, Number(replies[i])))
    recordSharedGenerations(counts, tags)
  }

  shareGenerations({
    publish(tags) {
      if (!client.isReady) {
        unpublished.push(...tags)
        return
      }
      publish(tags).catch(() => unpublished.push(...tags))
    },
  })

  onRedisReady(async () => {
    const tags = unpublished.splice(0)
    if (tags.length > 0) await publish(tags).catch(() => unpublished.push(...tags))
  })

  async function poll(): Promise<void> {
    if (!client.isReady) return
    const all = await client.hGetAll(HASH)
    const counts = new Map<Tag, number>()
    for (const [tag, value] of Object.entries(all)) if (isTag(tag)) counts.set(tag, Number(value))
    recordSharedGenerations(counts)
  }
  setInterval(() => void poll().catch(() => undefined), POLL_MS).unref()
}
