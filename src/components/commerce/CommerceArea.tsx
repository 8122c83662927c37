import Link from 'next/link'
import { commercePagePath, loginPathFor } from '@/domain/account/links'
import { build } from '@/domain/routing/routes'
import { env } from '@/env'
import type { CommercePageName, ViewContext } from '@/loaders/types'
import { Intro } from '@/components/content/Intro'
import { StatusPage } from '@/components/views/StatusPage'
import { CartPage, CheckoutConfirmation, CheckoutDelivery, CheckoutPayment, Orders } from './lazy.client'
import styles from './Commerce.module.css'

const STEPS = [
  ['cart', 'Panier'],
  ['checkoutDelivery', 'Livraison'],
  ['checkoutPayment', 'Paiement'],
  ['checkoutConfirmation', 'Confirmation'],
] as const

/** Where the customer is in the checkout (spec §3 `step`): the four steps, the current one marked. */
function Steps({ page }: { page: CommercePageName }) {
  const current = STEPS.findIndex(([name]) => name === page)
  if (current < 0) return null
  return (
    <nav aria-label="Étapes de la commande" className={styles.steps}>
      <ol>
        {STEPS.map(([name, label], index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined} data-done={index < current ? 'true' : 'false'}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {label}
            {index < current ? <span className="visually-hidden"> (étape terminée)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/**
 * The cart, the checkout steps and the orders (issue 19): the same static shell for every
 * visitor, whose client module reads the cart and the orders from the API with the cart
 * token and the session cookie (decisions 086, 087). A checkout page whose session is over
 * shows the 401 message with a login link that comes back.
 */
export function CommerceArea({ ctx, title, page }: { ctx: ViewContext; title: string; page: CommercePageName }) {
  const { target } = ctx
  const self = build(page, { target }, 'fr')
  const unauthorized = (
    <StatusPage ctx={ctx} status={401}>
      <p>
        <Link href={loginPathFor(target, self)} prefetch={false} className="button">
          Se connecter
        </Link>
      </p>
    </StatusPage>
  )
  const common = { target, planId: ctx.planId ?? null, currency: ctx.currency ?? '€' }
  const catalogueHref = build('category', { target }, 'fr')
  const body = {
    cart: <CartPage {...common} catalogueHref={catalogueHref} />,
    checkoutDelivery: <CheckoutDelivery {...common} unauthorized={unauthorized} tileUrl={env.MAP_TILE_URL} />,
    checkoutPayment: (
      <CheckoutPayment
        {...common}
        unauthorized={unauthorized}
        termsHref={build('cmsPage', { target, slug: 'conditions-generales-de-vente' }, 'fr')}
      />
    ),
    checkoutConfirmation: <CheckoutConfirmation {...common} unauthorized={unauthorized} />,
    orders: <Orders {...common} unauthorized={unauthorized} cartHref={commercePagePath('cart', target)} />,
  }[page]
  return (
    <div className={`container ${styles.page}`}>
      <Intro title={title} text={ctx.m.commerce.intro[page]} />
      <Steps page={page} />
      {/* The page's data arrives after the first paint: its space is kept so the footer does not jump (layout shift). */}
      <div className={styles.body}>{body}</div>
    </div>
  )
}
