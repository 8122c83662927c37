import 'server-only'
import { cached } from './cache'
import type { Catalogue } from '@/domain/catalogue/types'
import type { Locale, Target } from '@/domain/routing/types'
import { TARGETS } from '@/domain/routing/types'
import { TAGS } from '@/freshness'
import { mapCategory, mapCharacteristic, mapProduct } from './mappers'
import { payloadClient } from './payload'

async function loadCatalogue(target: Target, locale: Locale): Promise<Catalogue> {
  const payload = await payloadClient()
  const common = { locale, fallbackLocale: 'fr' as const, overrideAccess: false, pagination: false as const }
  const [characteristics, categories, products] = await Promise.all([
    payload.find({ ...common, collection: 'characteristics', depth: 0, sort: 'order' }),
    payload.find({ ...common, collection: 'categories', depth: 1, where: { target: { equals: target } }, sort: 'order' }),
    payload.find({ ...common, collection: 'products', depth: 1, where: { targets: { contains: target } }, sort: 'name' }),
  ])
  const names = new Map(characteristics.docs.map((c) => [c.id, c.technicalName]))
  return {
    target,
    locale,
    characteristics: characteristics.docs.map(mapCharacteristic),
    categories: categories.docs.map(mapCategory),
    products: products.docs.map((p) => mapProduct(p, names)),
  }
}

/**
 * One plan's whole catalogue in one language, from the data cache. Payload hooks
 * expire the `catalogue` tag on every edit, so pages built from it refresh.
 */
export function getCatalogue(target: Target, locale: Locale): Promise<Catalogue> {
  return cached(() => loadCatalogue(target, locale), ['catalogue', target, locale], [TAGS.catalogue])
}

/** Plans in which a product slug exists (for the not_available_in_this_saleplan answer). */
export async function plansWithProduct(locale: Locale, slug: string): Promise<Target[]> {
  const found: Target[] = []
  for (const target of TARGETS) {
    const catalogue = await getCatalogue(target, locale)
    if (catalogue.products.some((p) => p.slug === slug)) found.push(target)
  }
  return found
}
