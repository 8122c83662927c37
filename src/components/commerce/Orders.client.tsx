'use client'
import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useAccount } from '@/components/account/use-account.client'
import { cartStore } from '@/components/state/stores.client'
import { accountPagePath } from '@/domain/account/links'
import { EMPTY_CART } from '@/domain/cart/state'
import { reorderLines } from '@/domain/commerce/cart-rules'
import { awaitsCardPayment, ORDER_PAYMENT_MESSAGES, orderDateFr, type OrderSummaryView, type OrderView } from '@/domain/commerce/order-view'
import type { Target } from '@/domain/routing/types'
import { cartCall, commerceCall } from './cart-api.client'
import { PaymentInstructions } from './ConfirmationStep.client'
import { AddressBlock, money, Totals } from './parts.client'
import { PayOrderButton } from './PayOrder.client'
import styles from './Commerce.module.css'

function OrderDetail({ number, target, planId, cartHref }: { number: string; target: Target; planId: number | null; cartHref: string }) {
  const router = useRouter()
  const [order, setOrder] = useState<OrderView | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  /** « Commander à nouveau » runs: set at once, so that a second press sends nothing. */
  const adding = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    let live = true
    void commerceCall<{ order: OrderView }>('GET', `/api/v1/order/${encodeURIComponent(number)}`).then((answer) => {
      if (!live) return
      if (answer.ok) setOrder(answer.data.order)
      else setProblem(answer.message)
    })
    return () => {
      live = false
    }
  }, [number])
  useEffect(() => {
    if (order) heading.current?.focus()
  }, [order])

  if (problem) return <p role="alert">{problem}</p>
  if (!order) return <p role="status">Chargement de la commande…</p>

  /** Spec §4 re-ordering: the lines priced above zero, a new cart (the token cleared), then the cart. */
  const reorder = async () => {
    if (adding.current) return
    adding.current = true
    setPending(true)
    setProblem(null)
    const products = reorderLines(
      order.lines.flatMap((line) =>
        line.product_id === null
          ? []
          : [{ productId: line.product_id, variant: line.variant, quantity: line.quantity, priceWithTax: line.price_with_tax }],
      ),
    )
    cartStore.set(EMPTY_CART)
    const answer = await cartCall('POST', '/api/v1/cart', { planId, body: { products } })
    adding.current = false
    setPending(false)
    if (answer.ok) router.push(cartHref)
    else setProblem(answer.message)
  }

  return (
    <article className={styles.checkout} data-testid="order-detail">
      <h2 ref={heading} tabIndex={-1}>
        Commande {order.number}
      </h2>
      <p>
        Passée le {orderDateFr(order.placed_at)} – <strong>{order.status_label}</strong> – {order.payment.method_label}
      </p>
      {awaitsCardPayment(order) ? (
        <div className={styles.notice} data-testid="card-payment-awaited">
          <p>{ORDER_PAYMENT_MESSAGES.awaiting(order.number)}</p>
          <PayOrderButton number={order.number} />
        </div>
      ) : null}
      <PaymentInstructions order={order} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes the focus (WCAG 2.1.1) */}
      <div className="table-scroll" role="region" aria-label="Produits de la commande" tabIndex={0}>
        <table className={`data-table ${styles.lines}`}>
          <caption className="visually-hidden">Produits de la commande</caption>
          <thead>
            <tr>
              <th scope="col">Produit</th>
              <th scope="col">Prix unitaire</th>
              <th scope="col">Quantité</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={`${line.variant}-${index}`}>
                <th scope="row">
                  {line.name}
                  {line.pack ? <span className={styles.pack}>{line.pack}</span> : null}
                </th>
                <td>{line.free ? 'Offert' : money(line.unit_price, order.currency)}</td>
                <td>{line.quantity}</td>
                <td>{line.free ? 'Offert' : money(line.price, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.twoCols}>
        <div>
          <h3>Livraison</h3>
          <p>
            {order.carrier.name}
            {order.carrier.delay ? ` (${order.carrier.delay})` : ''}
          </p>
          {order.relay ? (
            <p>
              Point relais : {order.relay.name}, {order.relay.address}, {order.relay.postcode} {order.relay.city}
            </p>
          ) : null}
          {order.store ? (
            <p>
              Distributeur : {order.store.name}, {order.store.address}, {order.store.postcode} {order.store.city}
            </p>
          ) : null}
          <AddressBlock title="Adresse de livraison" address={order.shipping_address} heading="h4" />
        </div>
        <AddressBlock title="Adresse de facturation" address={order.billing_address} />
      </div>
      <Totals
        target={order.plan}
        currency={order.currency}
        discountLabel={order.discount?.code ?? null}
        totals={{
          goods: order.goods,
          discount: order.discounted_amount,
          shipping: order.shipping,
          ht: order.amount.ht,
          tax: order.amount.tax,
          ttc: order.amount.ttc,
        }}
      />
      <div className={styles.actions}>
        <a href={`/api/v1/order/${encodeURIComponent(order.number)}/pdf`} download={`${order.number}.pdf`}>
          Télécharger le récapitulatif (PDF)
        </a>
        <button
          type="button"
          className={`button${awaitsCardPayment(order) ? ' button-secondary' : ''} ${styles.waiting}`}
          onClick={() => void reorder()}
          aria-disabled={pending ? true : undefined}
        >
          {pending ? 'Ajout au panier…' : 'Commander à nouveau'}
        </button>
      </div>
      <p>
        <Link href={accountPagePath('orders', target)} prefetch={false}>
          ← Toutes mes commandes
        </Link>
      </p>
    </article>
  )
}

function OrderList({ target }: { target: Target }) {
  const [orders, setOrders] = useState<OrderSummaryView[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void commerceCall<{ items: OrderSummaryView[] }>('GET', '/api/v1/order').then((answer) => {
      if (!live) return
      if (answer.ok) setOrders(answer.data.items)
      else setProblem(answer.message)
    })
    return () => {
      live = false
    }
  }, [])
  if (problem) return <p role="alert">{problem}</p>
  if (!orders) return <p role="status">Chargement de vos commandes…</p>
  if (orders.length === 0) return <p>Vous n’avez pas encore passé de commande.</p>
  const base = accountPagePath('orders', target)
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes the focus (WCAG 2.1.1)
    <div className="table-scroll" role="region" aria-label="Mes commandes" tabIndex={0}>
      <table className="data-table" data-testid="orders">
        <caption className="visually-hidden">Mes commandes</caption>
        <thead>
          <tr>
            <th scope="col">Commande</th>
            <th scope="col">Date</th>
            <th scope="col">État</th>
            <th scope="col">Total TTC</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <th scope="row">
                <Link href={`${base}?numero=${encodeURIComponent(order.number)}`} prefetch={false}>
                  {order.number}
                </Link>
              </th>
              <td>{orderDateFr(order.placed_at)}</td>
              <td>
                {order.status_label}
                {awaitsCardPayment(order) ? (
                  <div>
                    <PayOrderButton number={order.number} secondary nameSuffix={order.number} />
                  </div>
                ) : null}
              </td>
              <td>{money(order.amount.ttc, '€')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * My orders (issue 19): the list, and with `?numero=` one order's detail with « Commander à nouveau ».
 * An order that awaits its card payment offers « Régler ma commande » in both (the provider's page).
 */
export function Orders({
  target,
  planId,
  unauthorized,
  cartHref,
}: {
  target: Target
  planId: number | null
  currency: string
  unauthorized: ReactNode
  cartHref: string
}) {
  const { state } = useAccount()
  const number = useSearchParams().get('numero')
  if (state.kind === 'loading') return <p role="status">Chargement de vos commandes…</p>
  if (state.kind === 'unauthorized') return <>{unauthorized}</>
  if (state.kind === 'error') return <p role="alert">{state.message}</p>
  return (
    <div className={styles.checkout}>
      <p>
        <Link href={accountPagePath('account', target)} prefetch={false}>
          ← Mon compte
        </Link>
      </p>
      {number ? (
        <OrderDetail key={number} number={number} target={target} planId={planId} cartHref={cartHref} />
      ) : (
        <OrderList target={target} />
      )}
    </div>
  )
}
