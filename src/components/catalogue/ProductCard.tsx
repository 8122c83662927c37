import type { Product } from '@/domain/catalogue/types'
import { mainVisual } from '@/domain/catalogue/visual'
import { build } from '@/domain/routing/routes'
import { format } from '@/i18n/template'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/loaders/types'
import { ShortlistButtons } from '@/components/shortlist/ShortlistButtons.client'
import { fromPriceLabel } from '@/components/commerce/prices'
import type { ReactNode } from 'react'
import styles from './ProductCard.module.css'

interface ProductCardProps {
  ctx: ViewContext
  product: Product
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
  /** Extra line under the summary (e.g. why a product matches the choice guide). */
  note?: ReactNode
}

/** Product card: 240×240 image, name (® in superscript), reference, summary; the whole card is clickable. */
export function ProductCard({ ctx, product, headingLevel = 'h3', priority = false, note }: ProductCardProps) {
  const Heading = headingLevel
  const visual = mainVisual(product)
  const href = build('product', { target: ctx.target, slug: product.slug }, ctx.locale)
  const price = fromPriceLabel(product, ctx)
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {visual ? (
          <Picture image={visual} size="card" alt="" priority={priority} sizes="(max-width: 565px) 50vw, 240px" />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <SmartLink href={href} className="card-link">
            <Trademark text={product.name} />
          </SmartLink>
        </Heading>
        <p className={styles.reference}>{format(ctx.m.product.reference, { reference: product.reference })}</p>
        {product.summary ? <p className={styles.summary}>{product.summary}</p> : null}
        {price ? (
          <p className={styles.price} data-testid="card-price">
            {price}
          </p>
        ) : null}
        {note}
        <ShortlistButtons
          target={ctx.target}
          productId={product.id}
          name={product.name}
          m={{ compare: ctx.m.discovery.compare, favourites: ctx.m.discovery.favourites }}
        />
      </div>
    </article>
  )
}
