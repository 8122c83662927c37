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
  // While a request of the line runs its controls say aria-disabled and ignore presses: never
  // `disabled`, which would drop the focus of the button pressed to the page.
  const [pending, setPending] = useState(false)
  /** Set at once, so that a second press in the same frame sends nothing. */
  const sending = useRef(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const label = `${item.name} – ${item.pack}`
  const change = async (quantity: number) => {
    if (sending.current) return
    sending.current = true
    setPending(true)
    setError(null)
    const answer = await cartCall('PATCH', `/api/v1/cart/item/${item.id}`, { body: { quantity } })
    sending.current = false
    setPending(false)
    if (answer.ok) onMessage(`Quantité de ${label} : ${quantity}.`)
    else setError(answer.message)
  }
  const remove = async () => {
    if (sending.current) return
    sending.current = true
    setPending(true)
    setError(null)
    const answer = await cartCall('DELETE', `/api/v1/cart/item/${item.id}`)
    sending.current = false
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
            busy={pending}
            onChange={change}
            hideLabel
          />
        )}
        <p className={styles.linePrice} data-testid="line-total">
          {item.free ? 'Offert' : money(item.price, currency)}
        </p>
        {item.free ? null : (
          <button type="button" className={styles.remove} onClick={() => void remove()} aria-disabled={pending ? true : undefined}>
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

/**
 * The discount code: its field and « Appliquer », or the code applied and « Retirer le code ».
 * The answer is said once, by the polite region under them. The button pressed keeps the focus
 * while its request runs (aria-disabled, one request); when the answer swaps the field and the
 * code, the focus goes to what took its place.
 */
function DiscountForm({ code }: { code: string | null }) {
  const id = useId()
  const [value, setValue] = useState('')
  const [pending, setPending] = useState(false)
  const sending = useRef(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const removeButton = useRef<HTMLButtonElement>(null)
  /** The code was applied or removed from here: the focus follows to the control that replaced the pressed one. */
  const swapped = useRef(false)
  useEffect(() => {
    if (!swapped.current) return
    swapped.current = false
    ;(code ? removeButton.current : input.current)?.focus()
  }, [code])
  const apply = async (event: FormEvent) => {
    event.preventDefault()
    if (sending.current || value.trim() === '') return
    sending.current = true
    setPending(true)
    setOutcome(null)
    const answer = await cartCall('POST', '/api/v1/cart/discount', { body: { code: value.trim() } })
    sending.current = false
    setPending(false)
    if (answer.ok) {
      swapped.current = true
      setValue('')
      setOutcome({ ok: true, message: 'Le code de réduction est appliqué.' })
    } else setOutcome({ ok: false, message: answer.message })
  }
  const remove = async () => {
    if (sending.current) return
    sending.current = true
    setPending(true)
    setOutcome(null)
    const answer = await cartCall('DELETE', '/api/v1/cart/discount')
    sending.current = false
    setPending(false)
    if (answer.ok) swapped.current = true
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
          <button
            ref={removeButton}
            type="button"
            className={`button button-secondary ${styles.waiting}`}
            onClick={() => void remove()}
            aria-disabled={pending ? true : undefined}
          >
            Retirer le code<span className="visually-hidden"> {code}</span>
          </button>
        </div>
      ) : (
        <form onSubmit={apply} className={styles.codeForm} noValidate>
          <label htmlFor={`${id}-code`}>Votre code</label>
          <div className={styles.codeRow}>
            <input
              ref={input}
              id={`${id}-code`}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={outcome && !outcome.ok ? true : undefined}
              aria-describedby={outcome ? `${id}-outcome` : undefined}
            />
            <button
              type="submit"
              className={`button button-secondary ${styles.waiting}`}
              disabled={value.trim() === ''}
              aria-disabled={pending ? true : undefined}
            >
              Appliquer
            </button>
          </div>
        </form>
      )}
      {/* The answer, said once: a success by the polite region, a refusal by its alert, outside that region. */}
      <div id={`${id}-outcome`}>
        <div aria-live="polite">{outcome?.ok ? <p className={styles.success}>{outcome.message}</p> : null}</div>
        {outcome && !outcome.ok ? (
          <p className={styles.error} role="alert">
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
  const emptyNote = useRef<HTMLParagraphElement>(null)
  /** Bumped by each removal: the focus then goes to the heading « N articles », or to the empty cart's message when it was the last line. */
  const [removals, setRemovals] = useState(0)
  useEffect(() => {
    void refreshCart(planId).then(() => setLoaded(true))
  }, [planId])
  useEffect(() => {
    // After the render that took the line away: the heading is gone with the last line.
    if (removals > 0) (heading.current ?? emptyNote.current)?.focus()
  }, [removals])

  if (!loaded && cart.products.length === 0) return <p role="status">Chargement de votre panier…</p>
  if (cart.products.length === 0)
    return (
      <div className={styles.empty} data-testid="cart-empty">
        <p role="status" ref={emptyNote} tabIndex={-1}>
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
                if (removed) setRemovals((count) => count + 1)
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
