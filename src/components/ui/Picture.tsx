import { preload } from 'react-dom'
import type { Image } from '@/domain/catalogue/types'
import { pickVariant, type PictureSize } from '@/domain/catalogue/visual'

interface PictureProps {
  image: Image
  size: PictureSize
  /** The LCP image of the page: loaded eagerly with a high fetch priority. */
  priority?: boolean
  /** Alternative text; defaults to the image's. Pass '' for a decorative image. */
  alt?: string
  className?: string
}

/**
 * `<picture>` with a webp source and the original format as fallback, explicit
 * dimensions (no layout shift) and lazy loading except for the LCP image, which is also
 * preloaded from the head (`<link rel="preload">`, the webp the browser will pick).
 */
export function Picture({ image, size, priority = false, alt, className }: PictureProps) {
  const variant = pickVariant(image, size)
  if (priority) {
    const webp = variant.webp && variant.webp !== variant.url ? variant.webp : null
    preload(webp ?? variant.url, { as: 'image', fetchPriority: 'high', ...(webp ? { type: 'image/webp' } : {}) })
  }
  const width = variant.width || undefined
  const height = variant.height || undefined
  return (
    <picture className={className}>
      {variant.webp && variant.webp !== variant.url ? <source type="image/webp" srcSet={variant.webp} /> : null}
      <img
        src={variant.url}
        width={width}
        height={height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
