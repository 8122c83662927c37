/**
 * Which picture shows a product, and which stored size of an image fits a place on
 * the page. Pure: the cards, the product page, the Open Graph image and the
 * structured data all choose the same way.
 */
import type { Image, ImageVariant, Product } from './types'

/** The first "visuel" of a product (its packshot), else its first image. */
export function mainVisual(product: Product): Image | null {
  return (product.medias.find((media) => media.kind === 'visuel') ?? product.medias.find((media) => media.kind !== 'PICTO'))?.image ?? null
}

export type PictureSize = 'card' | 'push' | 'large' | 'original'

/** The variant of an image for a size, falling back to larger then to the original. */
export function pickVariant(image: Image, size: PictureSize): ImageVariant {
  const original: ImageVariant = { url: image.url, webp: image.webp, width: image.width, height: image.height }
  const chain: (ImageVariant | null)[] =
    size === 'card' ? [image.card, image.large] : size === 'push' ? [image.push, image.large] : size === 'large' ? [image.large] : []
  return chain.find((v): v is ImageVariant => v !== null) ?? original
}
