import type { Catalogue, Image, Product } from '@/domain/catalogue/types'
import { productCharacteristics, relatedProducts } from '@/domain/catalogue/listing'
import { documentTitleIn } from '@/domain/content/documents'
import { format } from '@/i18n/template'
import { formatFileSize, formatNumber } from '@/i18n/format'
import { keepNumbersTogether } from '@/domain/format/units'
import { build } from '@/domain/routing/routes'
import { comparatorPath } from '@/domain/shortlist/links'
import { Barcode } from '@/components/catalogue/Barcode'
import { ProductCard } from '@/components/catalogue/ProductCard'
import { defaultPack, packsFor, packVisual } from '@/domain/catalogue/visual'
import { PackShowcase } from '@/components/catalogue/PackShowcase.client'
import { Picture } from '@/components/ui/Picture'
import { Trademark } from '@/components/ui/Trademark'
import type { ViewContext } from '@/loaders/types'
import { ShortlistButtons } from '@/components/shortlist/ShortlistButtons.client'
import { AddToCart } from '@/components/commerce/AddToCart.client'
import { fromPriceLabel, packPriceLabel } from '@/components/commerce/prices'
import { commercePagePath } from '@/domain/account/links'
import styles from './ProductPage.module.css'

/** The packshot's displayed width: the page's one column below 720 px, then its left column (ProductPage.module.css). */
const PACKSHOT_SIZES = '(max-width: 719px) 100vw, (max-width: 1100px) 42vw, 480px'

/** Consumption sentences of a product, in the UI language (empty when not given). */
export function consumptionLines(product: Product, ctx: ViewContext): string[] {
  const { m, locale } = ctx
  const c = product.consumption
  const n = (value: number) => formatNumber(value, locale)
  const lines: string[] = []
  if (c.mode === 'thickness' && c.rate !== null) {
    lines.push(format(m.product.consumptionThickness, { rate: n(c.rate) }))
    if (c.maxThickness !== null) lines.push(format(m.product.maxThickness, { value: n(c.maxThickness) }))
  }
  if (c.mode === 'coat' && c.rate !== null) {
    lines.push(format(m.product.consumptionCoat, { rate: n(c.rate) }))
    if (c.coats !== null) lines.push(format(m.product.coats, { value: n(c.coats) }))
    if (c.tapePerM2 !== null) lines.push(format(m.product.tape, { value: n(c.tapePerM2) }))
  }
  return lines
}

/**
 * Caption of a pictogram: its alternative text without a generic "Pictogramme :"
 * prefix, else its key (title).
 */
export function pictoCaption(alt: string, title: string | null): string {
  const text = alt.includes(':') ? alt.slice(alt.indexOf(':') + 1).trim() : alt.trim()
  if (text === '') return title ?? ''
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1)
}

/** A pack's packshot beside its name in the packs table (decorative: the row names the pack). */
function PackThumb({ image }: { image: Image | null }) {
  return image ? <Picture image={image} size="card" alt="" className={styles.packThumb} /> : null
}

/** Product page (spec §2, §3): what a plan shows of one product. */
export function ProductPage({ ctx, catalogue, product }: { ctx: ViewContext; catalogue: Catalogue; product: Product }) {
  const { m, target, locale } = ctx
  // The main picture is the selected pack's packshot (decision 100); the product's own
  // visuals that are not a pack's come after it as thumbnails.
  const shownPacks = packsFor(product, target)
  const firstPack = defaultPack(product, target)
  const shots = shownPacks.flatMap((variant) => {
    const image = packVisual(product, variant)
    return image ? [{ reference: variant.reference, image }] : []
  })
  const initialShot = firstPack?.reference ?? shots[0]?.reference ?? ''
  const packUrls = new Set(shots.map((shot) => shot.image.url))
  const gallery = product.medias.filter(
    (media) => (media.kind === 'visuel' || media.kind === 'AMBIANCE') && !(shots.length > 0 && packUrls.has(media.image.url)),
  )
  const [main, ...rest] = shots.length > 0 ? [null, ...gallery] : gallery
  const others = rest.filter((media) => media !== null)
  const pictos = product.medias.filter((media) => media.kind === 'PICTO')
  const characteristics = productCharacteristics(catalogue, product)
  const variants = product.variants.filter((variant) => variant.targets.includes(target))
  const consumption = consumptionLines(product, ctx)
  const related = relatedProducts(catalogue, product)
  const packaging = (code: string) => m.product.packagings[code as keyof typeof m.product.packagings] ?? code
  const packName = (variant: (typeof variants)[number]) =>
    `${packaging(variant.packaging)} ${formatNumber(variant.packSize, locale)}\u00a0${variant.packUnit}`
  const fromLabel = fromPriceLabel(product, ctx)
  const packs = variants.flatMap((variant) => {
    const price = packPriceLabel(variant, ctx)
    return price === null ? [] : [{ reference: variant.reference, label: packName(variant), price }]
  })

  return (
    <article className="container">
      <div className={styles.top}>
        <div className={styles.gallery}>
          {shots.length > 0 ? (
            <figure className={styles.main}>
              <PackShowcase
                shots={shots.map((shot) => ({
                  reference: shot.reference,
                  picture: <Picture image={shot.image} size="large" priority={shot.reference === initialShot} sizes={PACKSHOT_SIZES} />,
                }))}
                initial={initialShot}
              />
            </figure>
          ) : main ? (
            <figure className={styles.main}>
              <Picture image={main.image} size="large" priority sizes={PACKSHOT_SIZES} />
            </figure>
          ) : null}
          {others.length > 0 ? (
            <ul className={styles.thumbs} aria-label={m.product.gallery}>
              {others.map((media, index) => (
                <li key={`${media.image.url}-${index}`}>
                  <Picture image={media.image} size="card" sizes="120px" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div>
          <h1 className={styles.name}>
            <Trademark text={product.name} />
          </h1>
          <p className={styles.reference}>{format(m.product.reference, { reference: product.reference })}</p>
          {product.summary ? <p className="lead">{keepNumbersTogether(product.summary)}</p> : null}
          {fromLabel ? (
            <p className={styles.fromPrice} data-testid="product-price">
              {fromLabel}
            </p>
          ) : null}
          {packs.length > 0 ? (
            <AddToCart
              productId={product.id}
              productName={product.name}
              packs={packs}
              target={target}
              planId={ctx.planId ?? null}
              cartHref={commercePagePath('cart', target)}
              m={m.commerce.addToCart}
            />
          ) : null}
          <ShortlistButtons
            target={ctx.target}
            productId={product.id}
            name={product.name}
            size="large"
            m={{ compare: m.discovery.compare, favourites: m.discovery.favourites }}
            comparatorHref={comparatorPath(ctx.target, ctx.locale)}
          />
          {product.benefits.length > 0 ? (
            <section aria-labelledby="benefits">
              <h2 id="benefits" className={styles.subTitle}>
                {m.product.benefits}
              </h2>
              <ul className={styles.benefits}>
                {product.benefits.map((benefit, index) => (
                  <li key={index}>{benefit}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {pictos.length > 0 ? (
            <section aria-labelledby="pictos">
              <h2 id="pictos" className={styles.subTitle}>
                {m.product.pictograms}
              </h2>
              <ul className={styles.pictos}>
                {pictos.map((picto, index) => (
                  <li key={`${picto.title ?? ''}-${index}`}>
                    <Picture image={picto.image} size="card" alt="" sizes="64px" />
                    <span>{pictoCaption(picto.image.alt, picto.title)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>

      {product.description ? (
        <section className="section" aria-labelledby="description">
          <h2 id="description">{m.product.description}</h2>
          <div className="prose">
            {product.description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{keepNumbersTogether(paragraph)}</p>
            ))}
          </div>
        </section>
      ) : null}

      <div className={styles.columns}>
        {characteristics.length > 0 ? (
          <section className="section" aria-labelledby="characteristics">
            <h2 id="characteristics">{m.product.characteristics}</h2>
            <table className="data-table">
              <tbody>
                {characteristics.map((row) => (
                  <tr key={row.technicalName}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}

        {consumption.length > 0 || product.documents.length > 0 ? (
          <div>
            {consumption.length > 0 ? (
              <section className="section" aria-labelledby="consumption">
                <h2 id="consumption">{m.product.consumption}</h2>
                {consumption.map((line, index) => (
                  <p key={index} className={styles.line}>
                    {line}
                  </p>
                ))}
                <p>
                  <a
                    className="button"
                    href={`${build('calculator', { target }, 'fr')}?produit=${encodeURIComponent(product.slug)}`}
                    aria-label={format(m.calculator.packLinkFor, { product: product.name })}
                  >
                    {m.calculator.packLink}
                  </a>
                </p>
              </section>
            ) : null}
            {product.documents.length > 0 ? (
              <section className="section" aria-labelledby="documents">
                <h2 id="documents">{m.product.documents}</h2>
                <ul className={styles.documents}>
                  {product.documents.map((document) => (
                    <li key={document.id}>
                      <a href={document.url} type="application/pdf" className={styles.document}>
                        <span className={styles.pdf} aria-hidden="true">
                          PDF
                        </span>
                        <span>
                          <span className={styles.documentKind}>{m.product.documentKinds[document.kind]}</span>
                          <span className={styles.documentTitle}>
                            {format(m.product.documentLink, {
                              title: documentTitleIn(document.title, locale),
                              size: formatFileSize(document.size, locale),
                            })}
                          </span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : null}
      </div>

      {variants.length > 0 ? (
        <section className="section">
          <h2 id="packs">{m.product.packs}</h2>
          {/* A scrollable region must take the keyboard focus (WCAG 2.1.1), hence the tabIndex. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="table-scroll" role="region" aria-labelledby="packs" tabIndex={0}>
            {/* On a phone each pack is a block of its own (ProductPage.module.css). */}
            <table className={`data-table ${styles.packs}`}>
              <thead>
                <tr>
                  <th scope="col">{m.product.packaging}</th>
                  <th scope="col">{m.product.size}</th>
                  <th scope="col">{m.product.itemReference}</th>
                  <th scope="col">{m.product.gtin}</th>
                  <th scope="col">{m.commerce.packPrice}</th>
                </tr>
              </thead>
              <tbody>
                {variants.map((variant) => (
                  <tr key={variant.reference}>
                    <td>
                      <span className={styles.packCell}>
                        <PackThumb image={packVisual(product, variant)} />
                        {packaging(variant.packaging)}
                      </span>
                    </td>
                    <td data-label={m.product.size}>
                      {formatNumber(variant.packSize, locale)}
                      {'\u00a0'}
                      {variant.packUnit}
                    </td>
                    <td className={styles.code} data-label={m.product.itemReference}>
                      {variant.reference}
                    </td>
                    <td data-label={m.product.gtin}>
                      <Barcode code={variant.gtin} label={m.product.gtin} />
                    </td>
                    <td className={styles.price}>{packPriceLabel(variant, ctx) ?? m.commerce.notSold}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {related.length > 0 ? (
        <section className="section" aria-labelledby="related">
          <h2 id="related">{m.product.related}</h2>
          <ul className="grid-cards">
            {related.map((item) => (
              <li key={item.id}>
                <ProductCard ctx={ctx} product={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
