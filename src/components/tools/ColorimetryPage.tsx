import type { Catalogue } from '@/domain/catalogue/types'
import { build } from '@/domain/routing/routes'
import { TEINTE_FAMILIES, TEINTE_FAMILY_LABELS } from '@/domain/tools/store-types'
import type { Teinte } from '@/domain/tools/teintes'
import { format, plural } from '@/i18n/template'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/loaders/types'
import styles from './Tools.module.css'

/**
 * Colour chart (spec §2 colorimetry): tints by family, each named in words with its code
 * (never by colour alone), the plan's products that exist in it, and the distributors
 * who mix custom tints.
 */
export function ColorimetryPage({
  ctx,
  title,
  catalogue,
  teintes,
}: {
  ctx: ViewContext
  title: string
  catalogue: Catalogue
  teintes: Teinte[]
}) {
  const { m, target, locale } = ctx
  const products = new Map(catalogue.products.map((p) => [p.id, p]))
  const families = TEINTE_FAMILIES.map((family) => ({ family, tints: teintes.filter((t) => t.family === family) })).filter(
    (f) => f.tints.length > 0,
  )
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p className="lead">{m.colorimetry.intro}</p>
      <p>{m.colorimetry.disclaimer}</p>
      {families.map(({ family, tints }) => (
        <section key={family} className="section" aria-labelledby={`famille-${family}`}>
          <h2 id={`famille-${family}`}>
            {TEINTE_FAMILY_LABELS[family][locale]} <small>({plural(m.colorimetry.familyCount, tints.length)})</small>
          </h2>
          <ul className={styles.tints}>
            {tints.map((tint) => {
              const available = tint.productIds.map((id) => products.get(id)).filter((p) => p !== undefined)
              return (
                <li key={tint.id} className={styles.tint}>
                  <span className={styles.swatch} style={{ backgroundColor: tint.color }} aria-hidden="true" />
                  <div className={styles.tintBody}>
                    <h3>{tint.name}</h3>
                    <p>{format(m.colorimetry.code, { code: tint.code })}</p>
                    {available.length > 0 ? (
                      <>
                        <p>{m.colorimetry.availableIn}</p>
                        <ul>
                          {available.map((product) => (
                            <li key={product.id}>
                              <SmartLink href={build('product', { target, slug: product.slug }, locale)}>{product.name}</SmartLink>
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      <p>{m.colorimetry.noProduct}</p>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      <section className={`section ${styles.custom}`} aria-labelledby="teinte-sur-mesure">
        <h2 id="teinte-sur-mesure">{m.colorimetry.customTitle}</h2>
        <p>{m.colorimetry.customText}</p>
        <SmartLink href={`${build('storeLocator', { target }, 'fr')}?type=distributeur-peinture`} className="button">
          {m.colorimetry.customLink}
        </SmartLink>
      </section>
    </div>
  )
}
