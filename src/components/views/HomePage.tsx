import type { Category, Product } from '@/domain/catalogue/types'
import type { MenuPush } from '@/domain/navigation/types'
import { build, routeExists } from '@/domain/routing/routes'
import type { RouteName } from '@/domain/routing/types'
import { CategoryTile } from '@/components/catalogue/CategoryTile'
import { ProductCard } from '@/components/catalogue/ProductCard'
import { PushCard } from '@/components/catalogue/PushCard'
import { SmartLink } from '@/components/ui/SmartLink'
import type { ViewContext } from '@/loaders/types'
import styles from './HomePage.module.css'

type Service = 'contact' | 'storeLocator' | 'calculator' | 'technicalDocumentation' | 'trainings' | 'dossiers'

const SERVICES: Record<ViewContext['target'], Service[]> = {
  pro: ['storeLocator', 'technicalDocumentation', 'trainings', 'calculator', 'contact'],
  part: ['storeLocator', 'dossiers', 'calculator', 'technicalDocumentation', 'contact'],
}

interface HomePageProps {
  ctx: ViewContext
  categories: Category[]
  top: Product[]
  pushes: MenuPush[]
  ourFillersHref: string
}

/** Home of an audience (spec §2): promise, ranges, top products, pushes, services. */
export function HomePage({ ctx, categories, top, pushes, ourFillersHref }: HomePageProps) {
  const { m, target, locale } = ctx
  const hero = m.home.hero[target]
  const href = (name: RouteName) => build(name, { target }, routeExists(name, locale) ? locale : 'fr')
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">{hero.title}</h1>
          <p className={styles.heroText}>{hero.text}</p>
          <SmartLink href={ourFillersHref} className="button">
            {m.home.heroCta}
          </SmartLink>
        </div>
      </section>

      {categories.length > 0 ? (
        <section className="container section" aria-labelledby="home-categories">
          <h2 id="home-categories">{m.home.categoriesTitle}</h2>
          <ul className={styles.tiles}>
            {categories.map((category, index) => (
              <li key={category.id}>
                <CategoryTile ctx={ctx} category={category} priority={index === 0} />
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

      {pushes.length > 0 ? (
        <section className="container section" aria-labelledby="home-pushes">
          <h2 id="home-pushes">{m.home.pushesTitle}</h2>
          <ul className={styles.pushes}>
            {pushes.map((push, index) => (
              <li key={`${push.titre}-${index}`}>
                <PushCard push={push} learnMore={m.common.learnMore} />
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
    </>
  )
}
