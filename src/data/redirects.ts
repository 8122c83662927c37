import 'server-only'
import { cached } from './cache'
import type { RedirectRule } from '@/domain/redirects/match'
import { TAGS } from '@/freshness'
import { payloadClient } from './payload'

async function loadRules(): Promise<RedirectRule[]> {
  const payload = await payloadClient()
  // System read: the table is applied to every visitor, but only staff may list it through the API.
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { from: true, to: true, code: true },
  })
  return docs.map((d) => ({ from: d.from, to: d.to, code: d.code === '302' ? 302 : 301 }))
}

/** The legacy redirect table (expired by the redirects hooks on every edit). */
export function getRedirectRules(): Promise<RedirectRule[]> {
  return cached(loadRules, ['redirect-rules'], [TAGS.redirects])
}
