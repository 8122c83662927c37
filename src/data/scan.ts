import 'server-only'
import type { Catalogue, Product, Variant } from '@/domain/catalogue/types'
import type { Locale, Target } from '@/domain/routing/types'
import { TARGETS } from '@/domain/routing/types'
import { getCatalogue } from './catalogue'

export interface ScannedVariant {
  catalogue: Catalogue
  product: Product
  variant: Variant
  /** Audiences selling this variant, the preferred one first. */
  targets: Target[]
}

/**
 * The variant with this GTIN-14, looked up in the preferred plan's catalogue first,
 * then in the others (a pack scanned in a shop may belong to the other audience).
 */
export async function findScannedVariant(gtin: string, preferred: Target, locale: Locale): Promise<ScannedVariant | null> {
  const order = [preferred, ...TARGETS.filter((t) => t !== preferred)]
  for (const target of order) {
    const catalogue = await getCatalogue(target, locale)
    for (const product of catalogue.products) {
      const variant = product.variants.find((v) => v.gtin === gtin)
      if (!variant) continue
      const sold = variant.targets.length > 0 ? variant.targets : product.targets
      if (!sold.includes(target)) continue
      return { catalogue, product, variant, targets: order.filter((t) => sold.includes(t)) }
    }
  }
  return null
}
