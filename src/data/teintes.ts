import 'server-only'
import type { Locale } from '@/domain/routing/types'
import type { Teinte } from '@/domain/tools/teintes'
import { TAGS } from '@/freshness'
import { cached } from './cache'
import { payloadClient } from './payload'

async function loadTeintes(locale: Locale): Promise<Teinte[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'teintes',
    locale,
    fallbackLocale: 'fr',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    sort: 'order',
  })
  return docs.map((doc) => ({
    id: doc.id,
    code: doc.code,
    name: doc.name,
    color: doc.color,
    family: doc.family,
    order: doc.order ?? 0,
    productIds: (doc.products ?? []).map((p) => (typeof p === 'number' ? p : p.id)),
  }))
}

/** Every tint of the colour chart, in chart order (cached; expired by the teintes hooks). */
export function getTeintes(locale: Locale): Promise<Teinte[]> {
  return cached(() => loadTeintes(locale), ['teintes', locale], [TAGS.teintes])
}
