import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Tag } from '@/freshness'

/**
 * Reads through Next's data cache, tagged so that Payload hooks can expire it.
 * Outside a Next.js server (integration tests, scripts) there is no cache: the
 * loader is called directly.
 */
export async function cached<T>(load: () => Promise<T>, key: string[], tags: Tag[]): Promise<T> {
  try {
    return await unstable_cache(load, key, { tags })()
  } catch (error) {
    if (error instanceof Error && error.message.includes('incrementalCache missing')) return load()
    throw error
  }
}
