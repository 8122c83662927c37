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

/** The file an optimised picture is made from: its URL and dimensions, and whether it is an SVG (served as it is). */
export interface PictureSource {
  url: string
  width: number
  height: number
  svg: boolean
}

/**
 * The file the image optimiser resizes for a size. `large` and `original` keep the original's
 * framing, so they start from the original (the best quality; the optimiser never enlarges);
 * `card` (a square on white) and `push` (a crop) have their own framing, so they start from
 * that stored size in its original format, not from its already compressed webp.
 */
export function pictureSource(image: Image, size: PictureSize): PictureSource {
  const variant = size === 'large' || size === 'original' ? null : pickVariant(image, size)
  const chosen = variant && variant !== image.large ? variant : { url: image.url, width: image.width, height: image.height }
  return { url: chosen.url, width: chosen.width, height: chosen.height, svg: /\.svg$/i.test(chosen.url.split('?')[0] ?? '') }
}
