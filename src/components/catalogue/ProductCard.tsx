import type { Product } from '@/domain/catalogue/types'
import { defaultPack, packVisual } from '@/domain/catalogue/visual'
import { build } from '@/domain/routing/routes'
import { comparatorPath } from '@/domain/shortlist/links'
import { format } from '@/i18n/template'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/loaders/types'
import { CompareToggle, FavouriteToggle } from '@/components/shortlist/ShortlistButtons.client'
import { fromPriceLabel } from '@/components/commerce/prices'
import type { ReactNode } from 'react'
import styles from './ProductCard.module.css'
import { keepNumbersTogether } from '@/domain/format/units'

interface ProductCardProps {
  ctx: ViewContext
  product: Product
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
  /** Extra line under the summary (e.g. why a product matches the choice guide). */
  note?: ReactNode
}

/** Product card: 240×240 packshot of the default pack, name (® in superscript), reference, summary; the whole card is clickable. */
export function ProductCard({ ctx, product, headingLevel = 'h3', priority = false, note }: ProductCardProps) {
  const Heading = headingLevel
  // The packshot of the pack the audience sees first (its own size, decision 100).
  const pack = defaultPack(product, ctx.target)
  const visual = packVisual(product, pack)
  const href = build('product', { target: ctx.target, slug: product.slug }, ctx.locale)
  const price = fromPriceLabel(product, ctx)
  const shortlist = { compare: ctx.m.discovery.compare, favourites: ctx.m.discovery.favourites }
  return (
    <article className={styles.card}>
      <div className={styles.media} data-pack={pack?.reference}>
        {visual ? (
          <Picture image={visual} size="card" alt="" priority={priority} sizes="(max-width: 565px) 50vw, 240px" />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        {/* The heart sits on the packshot's corner, as on the shops' sites: the compare button keeps the foot's row to
            itself, where both stacked on a phone's card. First in the card's order, as it is first from the top. */}
        <FavouriteToggle productId={product.id} name={product.name} m={shortlist.favourites} className={styles.favourite} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <SmartLink href={href} className="card-link">
            <Trademark text={product.name} />
          </SmartLink>
        </Heading>
        <p className={styles.reference}>{format(ctx.m.product.reference, { reference: product.reference })}</p>
        {product.summary ? <p className={styles.summary}>{keepNumbersTogether(product.summary)}</p> : null}
        {/* Price and buttons at the foot of the card: on one row of a grid they line up. */}
        <div className={styles.foot}>
          {price ? (
            <p className={styles.price} data-testid="card-price">
              {price}
            </p>
          ) : null}
          {note}
          <div className={styles.actions}>
            <CompareToggle
              target={ctx.target}
              productId={product.id}
              name={product.name}
              m={shortlist}
              comparatorHref={comparatorPath(ctx.target, ctx.locale)}
            />
          </div>
        </div>
      </div>
    </article>
  )
}
