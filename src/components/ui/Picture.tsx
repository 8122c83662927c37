import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Image } from '@/domain/catalogue/types'
import { pictureSource, type PictureSize } from '@/domain/catalogue/visual'

interface PictureProps {
  image: Image
  size: PictureSize
  /**
   * The LCP image of the page: preloaded from the head, loaded eagerly with a high fetch
   * priority. One per page, above the fold.
   */
  priority?: boolean
  /**
   * The width the image is displayed at, as a `sizes` attribute: the browser picks the
   * smallest file of the srcset that covers it (a 375 px phone does not download a desktop
   * file). Each size has a default that fits its usual places.
   */
  sizes?: string
  /** Alternative text; defaults to the image's. Pass '' for a decorative image. */
  alt?: string
  className?: string
}

/** Displayed widths by size when the caller gives none (cards two abreast on a phone). */
const DEFAULT_SIZES: Record<PictureSize, string> = {
  card: '(max-width: 565px) 50vw, 240px',
  push: '(max-width: 768px) 100vw, 370px',
  large: '(max-width: 768px) 100vw, 800px',
  original: '100vw',
}

/**
 * An uploaded image through Next's image optimiser (decision 104): a srcset of widths in AVIF or
 * WebP, whichever the browser accepts (next.config.ts `images.formats`), explicit dimensions (no
 * layout shift), lazy loading except for the LCP image, which is also preloaded from the head.
 * SVG files are served as they are. The `<picture>` element stays as the styling hook.
 */
export function Picture({ image, size, priority = false, sizes, alt, className }: PictureProps) {
  const source = pictureSource(image, size)
  const altText = alt ?? image.alt
  if (source.svg || !source.width || !source.height) {
    return (
      <picture className={className}>
        <img
          src={source.url}
          width={source.width || undefined}
          height={source.height || undefined}
          alt={altText}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
        />
      </picture>
    )
  }
  const { props } = getImageProps({
    src: source.url,
    width: source.width,
    height: source.height,
    alt: altText,
    sizes: sizes ?? DEFAULT_SIZES[size],
    // `preload` would need next/image's client component; the preload is React's below.
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  })
  const candidates = withinSource(props.srcSet, source.width)
  const src = candidates.at(-1)?.url ?? props.src
  const srcSet = candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ') || undefined
  if (priority && srcSet) {
    // React hoists it into the head: the LCP image is requested with the stylesheets.
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // next/image's inline `color: transparent` is for a placeholder this image does not have.
  const { style, ...rest } = props
  void style
  return (
    <picture className={className}>
      <img {...rest} src={src} srcSet={srcSet} alt={altText} />
    </picture>
  )
}

/**
 * The srcset candidates that the source can fill: the optimiser never enlarges, so a wider
 * candidate would be the same file under another address (and more bytes in every page).
 * The first candidate at or above the source's width stays, for its full resolution.
 */
function withinSource(srcSet: string | undefined, sourceWidth: number): { url: string; width: number }[] {
  const all = (srcSet ?? '')
    .split(', ')
    .map((entry) => {
      const [url = '', descriptor = ''] = entry.trim().split(' ')
      return { url, width: Number.parseInt(descriptor, 10) }
    })
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width))
  const firstAbove = all.findIndex((candidate) => candidate.width >= sourceWidth)
  return firstAbove === -1 ? all : all.slice(0, firstAbove + 1)
}
