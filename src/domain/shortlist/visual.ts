/**
 * Which picture shows a product in the comparator and the favourites (decision 102). Pure,
 * on the API's product (the lists are loaded in the browser from GET /product/{id}).
 */
import type { ProductResponse } from '@/domain/api/schemas'

type ApiProduct = ProductResponse['data']
export type ShortlistImage = NonNullable<ApiProduct['cover']>

/**
 * The packshot of the product's default pack (the first pack the plan sells): the API's
 * `cover` is that pack's own `image` (decision 100), else the product's main visual.
 */
export function shortlistVisual(product: Pick<ApiProduct, 'cover' | 'medias' | 'variants'>): ShortlistImage | null {
  return product.cover ?? product.medias.visuel[0] ?? null
}

/** The stored size that fits a thumbnail (the 240×240 card size when it exists). */
export function thumbnailOf(image: ShortlistImage): { url: string; webp: string | null; width: number; height: number } {
  return image.card ?? { url: image.url, webp: image.webp, width: image.width, height: image.height }
}
