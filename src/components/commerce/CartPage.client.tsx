'use client'
import Link from 'next/link'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { commercePagePath, loginPathFor } from '@/domain/account/links'
import type { ApiCartItem } from '@/domain/cart/state'
import { MAX_LINE_QUANTITY } from '@/domain/commerce/types'
import { build } from '@/domain/routing/routes'
import type { Target } from '@/domain/routing/types'
import { useAuth, useCart } from '@/components/state/stores.client'
import { cartCall, refreshCart } from './cart-api.client'
import { money, Totals } from './parts.client'
import { QuantityField } from './QuantityField.client'
import styles from './Commerce.module.css'

export const EMPTY_CART_MESSAGE = 'Il n’y a aucun produit dans votre panier.'

function Line({
  item,
  currency,
  target,
  onMessage,
}: {
  item: ApiCartItem
  currency: string
  target: Target
  onMessage: (message: string, removed?: boolean) => void
}) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const label = `${item.name} – ${item.pack}`
  const change = async (quantity: number) => {
    setPending(true)
    setError(null)
    const answer = await cartCall('PATCH', `/api/v1/cart/item/${item.id}`, { body: { quantity } })
    setPending(false)
    if (answer.ok) onMessage(`Quantité de ${label} : ${quantity}.`)
    else setError(answer.message)
  }
  const remove = async () => {
    setPending(true)
    setError(null)
    const answer = await cartCall('DELETE', `/api/v1/cart/item/${item.id}`)
    setPending(false)
    if (answer.ok) onMessage(`${label} a été retiré du panier.`, true)
    else setError(answer.message)
  }
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.lineImage}>
        {item.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the cart's small images come from the API as they are
          <img src={item.image.url} alt="" width={80} height={80} />
        ) : null}
      </div>
      <div className={styles.lineText}>
        <h3 className={styles.lineName}>
          <Link href={build('product', { target, slug: item.slug }, 'fr')} prefetch={false}>
            {item.name}
          </Link>
        </h3>
        <p className={styles.pack}>{item.pack}</p>
        <p className={styles.unit}>{item.free ? 'Produit offert' : <>Prix unitaire : {money(item.unit_price, currency)}</>}</p>
      </div>
      <div className={styles.lineActions}>
        {item.free ? (
          <p>Quantité : {item.quantity}</p>
        ) : (
          <QuantityField
            id={`${id}-q`}
            label={`Quantité de ${label}`}
            lessLabel={`Retirer un ${label}`}
            moreLabel={`Ajouter un ${label}`}
            value={item.quantity}
            max={MAX_LINE_QUANTITY}
            disabled={pending}
            onChange={change}
            hideLabel
          />
        )}
        <p className={styles.linePrice} data-testid="line-total">
          {item.free ? 'Offert' : money(item.price, currency)}
        </p>
        {item.free ? null : (
          <button type="button" className={styles.remove} onClick={remove} disabled={pending}>
            Supprimer<span className="visually-hidden"> {label} du panier</span>
          </button>
        )}
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </li>
  )
}

function DiscountForm({ code }: { code: string | null }) {
  const id = useId()
  const [value, setValue] = useState('')
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const apply = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    setPending(true)
    setOutcome(null)
    const answer = await cartCall('POST', '/api/v1/cart/discount', { body: { code: value.trim() } })
    setPending(false)
    if (answer.ok) {
      setValue('')
      setOutcome({ ok: true, message: 'Le code de réduction est appliqué.' })
    } else setOutcome({ ok: false, message: answer.message })
  }
  const remove = async () => {
    setPending(true)
    setOutcome(null)
    const answer = await cartCall('DELETE', '/api/v1/cart/discount')
    setPending(false)
    setOutcome(answer.ok ? { ok: true, message: 'Le code de réduction est retiré.' } : { ok: false, message: answer.message })
  }
  return (
    <section className={styles.discount} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Code de réduction</h2>
      {code ? (
        <div className={styles.codeApplied}>
          <p>
            Code appliqué : <strong data-testid="discount-code">{code}</strong>
          </p>
          <button type="button" className="button button-secondary" onClick={remove} disabled={pending}>
            Retirer le code<span className="visually-hidden"> {code}</span>
          </button>
        </div>
      ) : (
        <form onSubmit={apply} className={styles.codeForm} noValidate>
          <label htmlFor={`${id}-code`}>Votre code</label>
          <div className={styles.codeRow}>
            <input
              id={`${id}-code`}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={outcome && !outcome.ok ? true : undefined}
              aria-describedby={outcome ? `${id}-outcome` : undefined}
            />
            <button type="submit" className="button button-secondary" disabled={pending || value.trim() === ''}>
              Appliquer
            </button>
          </div>
        </form>
      )}
      <div id={`${id}-outcome`} aria-live="polite">
        {outcome ? (
          <p className={outcome.ok ? styles.success : styles.error} role={outcome.ok ? undefined : 'alert'}>
            {outcome.message}
          </p>
        ) : null}
      </div>
    </section>
  )
}

/** The cart (checkout step 1, spec §2): lines, quantities, the code, the totals and « Commander ». */
export function CartPage({
  target,
  planId,
  catalogueHref,
}: {
  target: Target
  planId: number | null
  currency: string
  catalogueHref: string
}) {
  const cart = useCart()
  const auth = useAuth()
  const [loaded, setLoaded] = useState(false)
  const [message, setMessage] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    void refreshCart(planId).then(() => setLoaded(true))
  }, [planId])

  if (!loaded && cart.products.length === 0) return <p role="status">Chargement de votre panier…</p>
  if (cart.products.length === 0)
    return (
      <div className={styles.empty} data-testid="cart-empty">
        <p role="status">
          {message ? `${message} ` : ''}
          {EMPTY_CART_MESSAGE}
        </p>
        <p>
          <Link href={catalogueHref} prefetch={false} className="button">
            Découvrir nos produits
          </Link>
        </p>
      </div>
    )
  const delivery = commercePagePath('checkoutDelivery', target)
  const next = auth.signedIn ? delivery : loginPathFor(target, delivery)
  const currency = cart.currency
  // A cart belongs to the plan it was started in (decision 087): its prices and totals are that plan's.
  const plan = cart.plan ?? target
  return (
    <div className={styles.cart}>
      {plan !== target ? (
        <p className={`${styles.notice} ${styles.wide}`}>
          Votre panier a été commencé sur l’espace {plan === 'pro' ? 'professionnels' : 'particuliers'} : ses prix sont ceux de cet espace (
          {plan === 'pro' ? 'HT' : 'TTC'}).{' '}
          <Link href={commercePagePath('cart', plan)} prefetch={false}>
            Voir le panier sur l’espace {plan === 'pro' ? 'professionnels' : 'particuliers'}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="cart-lines-title" className={styles.cartLines}>
        <h2 id="cart-lines-title" ref={heading} tabIndex={-1}>
          {cart.count} article{cart.count > 1 ? 's' : ''}
        </h2>
        <p role="status" className="visually-hidden">
          {message}
        </p>
        <ul className={styles.lineList}>
          {cart.products.map((item) => (
            <Line
              key={item.id}
              item={item}
              currency={currency}
              target={target}
              onMessage={(text, removed) => {
                setMessage(text)
                if (removed) heading.current?.focus()
              }}
            />
          ))}
        </ul>
      </section>
      <aside className={styles.summary} aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">Récapitulatif</h2>
        <Totals
          target={plan}
          currency={currency}
          discountLabel={cart.discountCode}
          totals={{
            goods: cart.goods,
            discount: cart.discountAmount,
            shipping: cart.shipping,
            ht: cart.allTotal,
            tax: cart.totalTaxe,
            ttc: cart.allTotalWithTaxes,
          }}
        />
        <DiscountForm code={cart.discountCode} />
        <p>
          <Link href={next} prefetch={false} className={`button ${styles.order}`} data-testid="cart-order">
            Commander
          </Link>
        </p>
        {auth.signedIn ? null : (
          <p className={styles.hint}>Vous vous connecterez (ou créerez votre compte) avant de choisir la livraison.</p>
        )}
      </aside>
    </div>
  )
}
