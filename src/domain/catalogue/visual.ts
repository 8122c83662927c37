/**
 * Which picture shows a product, and which stored size of an image fits a place on
 * the page. Pure: the cards, the product page, the Open Graph image and the
 * structured data all choose the same way.
 */
import { packPrice } from '@/domain/commerce/pricing'
import type { Target } from '@/domain/routing/types'
import type { Image, ImageVariant, Product, Variant } from './types'

/** The first "visuel" of a product (its packshot), else its first image. */
export function mainVisual(product: Product): Image | null {
  return (product.medias.find((media) => media.kind === 'visuel') ?? product.medias.find((media) => media.kind !== 'PICTO'))?.image ?? null
}

/** The packs an audience sees (a pack without audiences is everyone's). */
export function packsFor(product: Product, target: Target): Variant[] {
  return product.variants.filter((variant) => variant.targets.length === 0 || variant.targets.includes(target))
}

/**
 * The pack a product is shown with in an audience: the first one it sells there (the one
 * the product page selects first), else its first pack there, else none.
 */
export function defaultPack(product: Product, target: Target): Variant | null {
  const packs = packsFor(product, target)
  return packs.find((variant) => packPrice(variant, target) !== null) ?? packs[0] ?? null
}

/** The picture of a pack: its own packshot, else the product's main visual (decision 100). */
export function packVisual(product: Product, pack: Variant | null): Image | null {
  return pack?.image ?? mainVisual(product)
}

/** The picture of a product on a card or in a list: the packshot of its default pack. */
export function cardVisual(product: Product, target: Target): Image | null {
  return packVisual(product, defaultPack(product, target))
}

export type PictureSize = 'card' | 'push' | 'large' | 'original'

/** The variant of an image for a size, falling back to larger then to the original. */
export function pickVariant(image: Image, size: PictureSize): ImageVariant {
  const original: ImageVariant = { url: image.url, webp: image.webp, width: image.width, height: image.height }
  const chain: (ImageVariant | null)[] =
    size === 'card' ? [image.card, image.large] : size === 'push' ? [image.push, image.large] : size === 'large' ? [image.large] : []
  return chain.find((v): v is ImageVariant => v !== null) ?? original
}
