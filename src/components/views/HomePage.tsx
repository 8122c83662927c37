import type { CSSProperties } from 'react'
import type { Category, Image, Product } from '@/domain/catalogue/types'
import type { MenuPush } from '@/domain/navigation/types'
import { build, routeExists } from '@/domain/routing/routes'
import type { RouteName } from '@/domain/routing/types'
import { CategoryTile } from '@/components/catalogue/CategoryTile'
import { ProductCard } from '@/components/catalogue/ProductCard'
import { PushCard } from '@/components/catalogue/PushCard'
import { Picture } from '@/components/ui/Picture'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/loaders/types'
import styles from './HomePage.module.css'

type Service = 'contact' | 'storeLocator' | 'calculator' | 'technicalDocumentation' | 'trainings' | 'dossiers'

/** The hero's second call to action: where each audience goes next after the products. */
const HERO_SECONDARY: Record<ViewContext['target'], Service> = { pro: 'storeLocator', part: 'dossiers' }

const SERVICES: Record<ViewContext['target'], Service[]> = {
  pro: ['storeLocator', 'technicalDocumentation', 'trainings', 'calculator', 'contact'],
  part: ['storeLocator', 'dossiers', 'calculator', 'technicalDocumentation', 'contact'],
}

/**
 * Ranges a row on a wide screen: four, or three when three leave fewer empty places on the last
 * row (nine ranges make three full rows, not two and a lone tile; six make two rows of three;
 * three fill their row).
 */
function rangeColumns(count: number): 3 | 4 {
  const empty = (columns: number) => (columns - (count % columns)) % columns
  return empty(3) < empty(4) ? 3 : 4
}

interface HomePageProps {
  ctx: ViewContext
  categories: Category[]
  top: Product[]
  pushes: MenuPush[]
  ourFillersHref: string
  /** The audience's illustration (sales plan), the page's largest picture. */
  hero: Image | null
}

/**
 * Home of an audience (spec §2), laid out like a manufacturer's: a composed hero (title,
 * promise, two calls to action, illustration), then the ranges and the best products,
 * then the services, then « À la une » (decision 100): the menu's pushes, filled to one row
 * with the newest news (decision 115), as rows on a phone and three cards abreast above.
 */
export function HomePage({ ctx, categories, top, pushes, ourFillersHref, hero }: HomePageProps) {
  const { m, target, locale } = ctx
  const heroText = m.home.hero[target]
  const href = (name: RouteName) => build(name, { target }, routeExists(name, locale) ? locale : 'fr')
  const secondary = HERO_SECONDARY[target]
  const columns = rangeColumns(categories.length)
  // Two a row on a phone, two or three on a tablet, `columns` from 900 px (in a 1 200 px column).
  const tileSizes = `(max-width: 899px) 50vw, ${columns === 3 ? 380 : 280}px`
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title" data-testid="home-hero">
        <div className={`container ${styles.heroGrid}`}>
          {/* The illustration first in the page, as a phone shows it: a page painted before its
              end has arrived never inserts it above a title already drawn (a layout shift). */}
          {hero ? (
            <Picture image={hero} size="large" priority sizes="(max-width: 859px) 100vw, 600px" className={styles.heroMedia} />
          ) : null}
          <div className={styles.heroBody}>
            <h1 id="home-title">{heroText.title}</h1>
            <p className={styles.heroText}>{heroText.text}</p>
            <p className={styles.heroActions}>
              <SmartLink href={ourFillersHref} className="button">
                {m.home.heroCta}
              </SmartLink>
              <SmartLink href={href(secondary)} className={`button ${styles.heroSecondary}`}>
                {m.home.heroSecondary[target]}
              </SmartLink>
            </p>
          </div>
        </div>
      </section>

      {categories.length > 0 ? (
        <section className="container section" aria-labelledby="home-categories">
          <h2 id="home-categories">{m.home.categoriesTitle}</h2>
          <ul className={styles.tiles} style={{ '--columns': columns } as CSSProperties}>
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryTile ctx={ctx} category={category} compact sizes={tileSizes} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {top.length > 0 ? (
        <section className="container section" aria-labelledby="home-top">
          <h2 id="home-top">{m.home.topProductsTitle}</h2>
          <ul className="grid-cards">
            {top.map((product) => (
              <li key={product.id}>
                <ProductCard ctx={ctx} product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.services} aria-labelledby="home-services">
        <div className="container">
          <h2 id="home-services">{m.home.servicesTitle}</h2>
          <ul className={styles.serviceList}>
            {SERVICES[target].map((service) => (
              <li key={service}>
                <SmartLink href={href(service)} className={styles.serviceLink}>
                  {m.routes[service]}
                </SmartLink>
                <p>{m.home.services[service]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {pushes.length > 0 ? (
        <section className="container section" aria-labelledby="home-pushes">
          <h2 id="home-pushes">{m.home.pushesTitle}</h2>
          <ul className={styles.pushes}>
            {pushes.map((push, index) => (
              <li key={`${push.titre}-${index}`}>
                <PushCard push={push} learnMore={m.common.learnMore} locale={ctx.locale} layout="compact" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
