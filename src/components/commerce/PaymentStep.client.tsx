'use client'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { accountCall } from '@/components/account/api.client'
import type { SavedAddress } from '@/components/account/Addresses.client'
import { accountPagePath, commercePagePath } from '@/domain/account/links'
import type { ApiCart } from '@/domain/cart/state'
import { allowedPaymentMethods, CHECKOUT_MESSAGES, checkoutError, checkoutErrorMessage, chosenPoint } from '@/domain/commerce/checkout'
import {
  awaitsCardPayment,
  ORDER_PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type OrderSummaryView,
  type OrderView,
} from '@/domain/commerce/order-view'
import { checkoutOnPage, NO_PAYMENT_CHOICES, type PaymentChoices } from '@/domain/commerce/payment-choices'
import { dueDate, frenchDate, paymentTermDays, PAYMENT_TERMS_MENTIONS } from '@/domain/commerce/payment-terms'
import { totalsOnBasis } from '@/domain/commerce/totals'
import type { ChosenPoint, PaymentMethod } from '@/domain/commerce/types'
import type { Target } from '@/domain/routing/types'
import { commerceCall, refreshCart } from './cart-api.client'
import { AddressBlock, LinesTable, money, Totals, type TotalsView } from './parts.client'
import { PayOrderButton } from './PayOrder.client'
import { updateCheckout, useCheckoutData } from './use-checkout.client'
import { useShippingCosts } from './use-shipping-costs.client'
import styles from './Commerce.module.css'

export const PAYMENT_REFUSED = 'Le paiement a été refusé ou abandonné. Votre panier est conservé.'

const METHOD_HELP: Record<PaymentMethod, string> = {
  card: 'Vous êtes redirigé vers la page de paiement sécurisée, puis revenez sur le site.',
  transfer: 'Votre commande est préparée dès réception de votre virement ; nos coordonnées bancaires figurent sur la confirmation.',
  cheque: 'Votre commande est préparée dès réception de votre chèque ; l’adresse d’envoi figure sur la confirmation.',
  account: '',
}

/**
 * The relay point or distributor the order goes to, named as the delivery step showed it, so
 * the customer checks it before paying; without it (a state from before), what the kind means.
 */
function PointBlock({ kind, point }: { kind: 'relay' | 'pickup'; point: ChosenPoint | null }) {
  const title = kind === 'relay' ? 'Point relais' : 'Distributeur'
  if (!point) return <p>{kind === 'relay' ? 'Livraison au point relais choisi.' : 'Retrait chez le distributeur choisi.'}</p>
  return (
    <div data-testid="recap-point">
      <h4>{title}</h4>
      <address>
        {point.name}
        <br />
        {point.address ? (
          <>
            {point.address}
            <br />
          </>
        ) : null}
        {point.postcode} {point.city}
      </address>
    </div>
  )
}

/**
 * Checkout step 3 (spec §2): the recap (lines, delivery, totals), the payment methods this
 * customer may use, the general terms of sale, then « Valider ma commande » (`POST
 * /api/v1/order` with the TTC total shown). The server is idempotent (a second click or
 * another tab gets the same order) and one call is sent: while it runs the button says
 * aria-disabled and ignores presses, but keeps the focus (a disabled button would drop it).
 */
export function PaymentStep({
  target,
  planId,
  unauthorized,
  termsHref,
}: {
  target: Target
  planId: number | null
  currency: string
  unauthorized: ReactNode
  termsHref: string
}) {
  const router = useRouter()
  const id = useId()
  const { account, cart, checkout: stored, cartLoaded } = useCheckoutData(planId)
  /**
   * The general terms and the payment method of this order: the step's own state, never
   * persisted (payment-choices.ts), so the terms are unticked and no method is chosen each
   * time the step is opened; kept while it stays on screen.
   */
  const [choices, setChoices] = useState<PaymentChoices>(NO_PAYMENT_CHOICES)
  const checkout = checkoutOnPage(stored, choices)
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null)
  const [error, setError] = useState<{ field: 'terms' | 'payment' | 'form'; message: string } | null>(null)
  const [pending, setPending] = useState(false)
  /** The order's call runs: set at once, so that a second press in the same frame sends nothing. */
  const sending = useRef(false)
  /** The totals the server computed when the prices changed (409): shown, and the total confirmed next. */
  const [changed, setChanged] = useState<TotalsView | null>(null)
  const [refused, setRefused] = useState(false)
  /**
   * No cart any more, just after an order was placed (step 3 kept): the customer's newest order
   * that awaits its card payment, looked up once (they came back from the provider's page
   * without paying). Null: not looked up.
   */
  const [awaited, setAwaited] = useState<{ order: OrderSummaryView | null } | null>(null)
  const awaitedMessage = useRef<HTMLParagraphElement>(null)
  const termsRef = useRef<HTMLInputElement>(null)
  const paymentRef = useRef<HTMLFieldSetElement>(null)
  const formError = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of the address on mount
    setRefused(new URLSearchParams(window.location.search).get('paiement') === 'refuse')
  }, [])

  useEffect(() => {
    if (account.kind !== 'ready') return
    let live = true
    void accountCall<{ items: SavedAddress[] }>('GET', '/api/v1/address').then((answer) => {
      if (live) setAddresses(answer.ok ? answer.data.items : [])
    })
    return () => {
      live = false
    }
  }, [account.kind])

  const delivery = addresses?.find((a) => a.id === checkout.selectedShippingAddress) ?? null
  const billing = addresses?.find((a) => a.id === checkout.selectedBillingAddress) ?? null
  const { shipping } = useShippingCosts(delivery ?? billing, cart, cartLoaded)
  const emptyCart = cart.products.length === 0

  // The order was placed (step 3) and the cart is gone: is that order still to be paid by card?
  const placed = checkout.step === 3
  useEffect(() => {
    if (account.kind !== 'ready' || !cartLoaded || !emptyCart || !placed) return
    let live = true
    void commerceCall<{ items: OrderSummaryView[] }>('GET', '/api/v1/order').then((answer) => {
      if (live) setAwaited({ order: answer.ok ? (answer.data.items.find(awaitsCardPayment) ?? null) : null })
    })
    return () => {
      live = false
    }
  }, [account.kind, cartLoaded, emptyCart, placed])
  const awaitedNumber = awaited?.order?.number ?? null
  useEffect(() => {
    if (awaitedNumber) awaitedMessage.current?.focus()
  }, [awaitedNumber])

  // Back from the provider's page, a page the browser kept whole comes back as it was left:
  // « Valider ma commande » waits no more, and the cart is read again (gone once ordered).
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      sending.current = false
      setPending(false)
      void refreshCart(planId)
    }
    window.addEventListener('pageshow', shown)
    return () => window.removeEventListener('pageshow', shown)
  }, [planId])

  useEffect(() => {
    if (account.kind === 'ready' && checkout.step < 2) updateCheckout({ step: 2 })
  }, [account.kind, checkout.step])

  if (account.kind === 'loading' || (account.kind === 'ready' && (!cartLoaded || addresses === null)))
    return <p role="status">Chargement de votre commande…</p>
  if (account.kind === 'unauthorized') return <>{unauthorized}</>
  if (account.kind === 'error') return <p role="alert">{account.message}</p>

  const refusedNotice = refused ? (
    <p role="alert" className={styles.notice} data-testid="payment-refused">
      {PAYMENT_REFUSED}
    </p>
  ) : null
  if (emptyCart && placed && awaited === null) return <p role="status">Chargement de votre commande…</p>
  if (emptyCart && awaited?.order) {
    const { number } = awaited.order
    return (
      <div className={styles.empty} data-testid="card-payment-awaited">
        {refusedNotice}
        <p ref={awaitedMessage} tabIndex={-1}>
          {ORDER_PAYMENT_MESSAGES.awaiting(number)}
        </p>
        <PayOrderButton number={number} />
        <p>
          <Link href={`${accountPagePath('orders', target)}?numero=${encodeURIComponent(number)}`} prefetch={false}>
            Voir ma commande dans mon compte
          </Link>
        </p>
      </div>
    )
  }
  if (emptyCart)
    return (
      <div className={styles.empty}>
        {refusedNotice}
        <p>Il n’y a aucun produit dans votre panier.</p>
        <p>
          <Link href={commercePagePath('cart', target)} prefetch={false}>
            Retour au panier
          </Link>
        </p>
      </div>
    )

  const carrier = shipping?.carriers.find((c) => c.code === checkout.selectedCarrier) ?? null
  const cost = carrier ? (shipping?.costs[carrier.code] ?? null) : null
  const deliveryHref = commercePagePath('checkoutDelivery', target)
  const me = account.account as typeof account.account & { paymentTermDays?: number | null }
  // The cart's own plan (a cart belongs to the plan it was started in, decision 087).
  const plan = cart.plan ?? target
  const methods = allowedPaymentMethods({
    target: plan,
    proApproved: me.audience === 'pro' && me.proStatus === 'approved',
    cardAvailable: true,
  })
  const context = { carrierKind: carrier?.kind ?? null, allowedPayments: methods }
  const deliveryProblem =
    shipping !== null &&
    (carrier === null || cost === null || ['carrier', 'shippingAddress'].includes(checkoutError(checkout, context) ?? ''))
  // The totals with the chosen carrier's cost, by the server's rule; the server checks them again (`expected_total`).
  const totals = totalsOnBasis(plan, cart.goods, cart.discountAmount, cost)
  const expected = changed?.ttc ?? totals.ttc
  const due = frenchDate(dueDate(new Date(), paymentTermDays(me.paymentTermDays)))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending.current) return
    const message = checkoutErrorMessage(checkout, context)
    const first = checkoutError(checkout, context)
    if (message && first) {
      const field = first === 'terms' ? 'terms' : first === 'payment' ? 'payment' : 'form'
      setError({ field, message })
      setTimeout(() => (field === 'terms' ? termsRef.current : field === 'payment' ? paymentRef.current : formError.current)?.focus(), 0)
      return
    }
    setError(null)
    sending.current = true
    setPending(true)
    const kind = carrier?.kind
    const answer = await commerceCall<{ order: OrderView; redirect?: string | null }>('POST', '/api/v1/order', {
      body: {
        carrier: checkout.selectedCarrier,
        ...(kind === 'home' ? { shipping_address: checkout.selectedShippingAddress } : {}),
        billing_address: checkout.selectedBillingAddress,
        ...(kind === 'relay' ? { relay: checkout.selectedRelay } : {}),
        ...(kind === 'pickup' ? { store: checkout.selectedStore } : {}),
        payment: checkout.paymentBy,
        phone: checkout.phone,
        ...(checkout.asmCode ? { asm_code: checkout.asmCode } : {}),
        terms: true,
        expected_total: expected,
      },
    })
    if (answer.ok) {
      const { order, redirect } = answer.data
      updateCheckout({ step: 3 })
      if (redirect) {
        window.location.assign(redirect)
        return
      }
      router.push(commercePagePath('checkoutConfirmation', target, { numero: order.number }))
      return
    }
    sending.current = false
    setPending(false)
    if (answer.status === 409 && answer.code === 'price_changed') {
      // The cart as the server priced it now, its shipping included: shown, then confirmed again.
      const now = (answer.body as { cart?: ApiCart }).cart
      if (now)
        setChanged({
          goods: now.goods,
          discount: now.discounted_amount,
          shipping: now.shipping,
          ht: now.amount.ht,
          tax: now.amount.tax,
          ttc: now.amount.ttc,
        })
      void refreshCart(planId)
      setError({ field: 'form', message: `${answer.message} Vérifiez le nouveau total puis validez à nouveau votre commande.` })
    } else {
      if (answer.status === 409) void refreshCart(planId)
      setError({ field: 'form', message: answer.message })
    }
    setTimeout(() => formError.current?.focus(), 0)
  }

  return (
    <div className={styles.checkout}>
      {refusedNotice}
      <section className={styles.block} aria-labelledby={`${id}-recap`}>
        <h2 id={`${id}-recap`}>Récapitulatif</h2>
        <LinesTable items={cart.products} currency={cart.currency} caption="Produits de la commande" />
        <div className={styles.twoCols}>
          <div>
            <h3>Livraison</h3>
            {carrier ? (
              <p data-testid="recap-carrier">
                {carrier.name}
                {carrier.delay ? ` (${carrier.delay})` : ''}
              </p>
            ) : (
              <p>{CHECKOUT_MESSAGES.carrier}</p>
            )}
            {carrier?.kind === 'home' ? <AddressBlock title="Adresse de livraison" address={delivery} heading="h4" /> : null}
            {carrier?.kind === 'relay' || carrier?.kind === 'pickup' ? (
              <PointBlock kind={carrier.kind} point={chosenPoint(checkout, carrier.kind)} />
            ) : null}
            <p>
              <Link href={deliveryHref} prefetch={false}>
                Modifier la livraison
              </Link>
            </p>
          </div>
          <AddressBlock title="Adresse de facturation" address={billing} />
        </div>
        <Totals target={plan} currency={cart.currency} discountLabel={cart.discountCode} totals={changed ?? totals} />
      </section>

      {deliveryProblem ? (
        <p className={styles.error} role="alert">
          {checkoutErrorMessage(checkout, context) ?? CHECKOUT_MESSAGES.carrier}{' '}
          <Link href={deliveryHref} prefetch={false}>
            Choisir la livraison
          </Link>
        </p>
      ) : null}

      <form onSubmit={submit} noValidate aria-label="Paiement" className={styles.checkout}>
        <fieldset
          className={styles.block}
          ref={paymentRef}
          tabIndex={-1}
          data-invalid={error?.field === 'payment' ? 'true' : undefined}
          aria-describedby={error?.field === 'payment' ? `${id}-payment-error` : undefined}
          data-testid="payment-methods"
        >
          <legend>Moyen de paiement</legend>
          {error?.field === 'payment' ? (
            <p id={`${id}-payment-error`} className={styles.error} role="alert">
              {error.message}
            </p>
          ) : null}
          <ul className={styles.choices}>
            {methods.map((method) => (
              <li key={method}>
                {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- the method's name is its text (PAYMENT_METHOD_LABELS) */}
                <label className={styles.choice}>
                  <input
                    type="radio"
                    name="payment"
                    value={method}
                    checked={checkout.paymentBy === method}
                    onChange={() => setChoices((current) => ({ ...current, paymentBy: method }))}
                  />
                  <span className={styles.choiceBody}>
                    <strong>{PAYMENT_METHOD_LABELS[method]}</strong>
                    <span className={styles.choiceMeta}>
                      {method === 'account' ? `Réglez votre facture à échéance : au plus tard le ${due}.` : METHOD_HELP[method]}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {checkout.paymentBy === 'account' ? (
            <ul className={styles.hint}>
              {PAYMENT_TERMS_MENTIONS.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </fieldset>

        <div className={styles.block} data-invalid={error?.field === 'terms' ? 'true' : undefined}>
          <label className={styles.choice}>
            <input
              ref={termsRef}
              type="checkbox"
              checked={checkout.termsAccepted}
              onChange={(event) => {
                const termsAccepted = event.target.checked
                setChoices((current) => ({ ...current, termsAccepted }))
              }}
              aria-invalid={error?.field === 'terms' ? true : undefined}
              aria-describedby={error?.field === 'terms' ? `${id}-terms-error` : undefined}
            />
            <span>
              J’accepte les{' '}
              <a href={termsHref} target="_blank" rel="noopener">
                conditions générales de vente
                <span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </span>
          </label>
          {error?.field === 'terms' ? (
            <p id={`${id}-terms-error`} className={styles.error} role="alert">
              {error.message}
            </p>
          ) : null}
        </div>

        <div ref={formError} tabIndex={-1}>
          {error?.field === 'form' ? (
            <p className={styles.error} role="alert" data-testid="order-error">
              {error.message}
            </p>
          ) : null}
        </div>

        <div className={styles.actions}>
          <p>
            <Link href={deliveryHref} prefetch={false}>
              ← Retour à la livraison
            </Link>
          </p>
          <button type="submit" className={`button ${styles.waiting}`} aria-disabled={pending ? true : undefined} data-testid="place-order">
            {pending ? 'Validation…' : 'Valider ma commande'}
          </button>
        </div>
        <p className={styles.hint}>
          Total à payer : <strong data-testid="expected-total">{money(expected, cart.currency)} TTC</strong>
        </p>
      </form>
    </div>
  )
}
