import { thumbnailOf, type ShortlistImage } from '@/domain/shortlist/visual'

/**
 * A product's packshot in the comparator and the favourites: the card size (webp first),
 * square like the packshots, the whole pack shown (contain), lazy, with its alt text.
 */
export function ProductThumb({ image, name, className }: { image: ShortlistImage | null; name: string; className?: string }) {
  if (!image) return <span className={className} aria-hidden="true" data-placeholder="true" />
  const thumb = thumbnailOf(image)
  return (
    <picture className={className}>
      {thumb.webp && thumb.webp !== thumb.url ? <source type="image/webp" srcSet={thumb.webp} /> : null}
      <img
        src={thumb.url}
        width={thumb.width || undefined}
        height={thumb.height || undefined}
        alt={image.alt || name}
        loading="lazy"
        decoding="async"
        data-testid="shortlist-image"
      />
    </picture>
  )
}
