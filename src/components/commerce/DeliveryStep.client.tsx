'use client'
import { unansweredCallMessage } from '@/domain/browser/network'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { ZodType } from 'zod'
import { accountCall } from '@/components/account/api.client'
import { AddressForm, type SavedAddress } from '@/components/account/Addresses.client'
import { commercePagePath } from '@/domain/account/links'
import { BILLING_ADDRESS_MESSAGE, CHECKOUT_MESSAGES, deliveryError, deliveryPointMessage } from '@/domain/commerce/checkout'
import { placeOrderSchema } from '@/domain/commerce/schemas'
import type { MapPoint } from '@/components/tools/StoreMap.client'
import type { Target } from '@/domain/routing/types'
import { FORM_TEXT } from '@/components/forms/text.client'
import { commerceCall } from './cart-api.client'
import { money } from './parts.client'
import { updateCheckout, useCheckoutData } from './use-checkout.client'
import { useShippingCosts } from './use-shipping-costs.client'
import styles from './Commerce.module.css'

/** The store locator's Leaflet map, loaded in the browser only when there are points to show. */
const StoreMap = dynamic(() => import('@/components/tools/StoreMap.client'), { ssr: false })

/** A relay point or a distributor: a point of the map, with what the list shows of it. */
interface Place extends MapPoint {
  distance?: number
  /** One line a day (or a period), as both APIs give them. */
  opening_hours?: string[] | null
}

type FieldKey = 'carrier' | 'point' | 'billing' | 'phone' | 'asm'

/** The fields in the order their errors are listed and the first one gets the focus (spec §5). */
const FIELD_ORDER: readonly FieldKey[] = ['carrier', 'point', 'billing', 'phone', 'asm']

/**
 * The step's one announcement of its errors (role=alert), worded as the site's forms' summary
 * (FormKit's FormStatus): each field's message stays at the field, described by it, and the
 * focus goes to the first field to fix. A line goes when its field changes.
 */
function ErrorSummary({ errors }: { errors: Partial<Record<FieldKey, string>> }) {
  const lines = FIELD_ORDER.map((key) => errors[key]).filter((message): message is string => Boolean(message))
  if (lines.length === 0) return null
  return (
    <div role="alert" className={styles.errorSummary} data-testid="delivery-errors">
      <p>{FORM_TEXT.fr.invalid}</p>
      <ul>
        {lines.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}

/** The first message of a field's schema for a value, or undefined when the value passes. */
function fieldError(schema: ZodType, value: string): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

function AddressChoices({
  name,
  legend,
  addresses,
  selected,
  onSelect,
  error,
  groupRef,
}: {
  name: string
  legend: string
  addresses: SavedAddress[]
  selected: number | null
  onSelect: (id: number) => void
  error: string | null
  groupRef?: React.Ref<HTMLFieldSetElement>
}) {
  const id = useId()
  return (
    <fieldset
      className={styles.block}
      data-invalid={error ? 'true' : undefined}
      ref={groupRef}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={`${name}-addresses`}
    >
      <legend>{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <ul className={styles.choices}>
        {addresses.map((address) => (
          <li key={address.id}>
            {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- the address is its text */}
            <label className={styles.choice}>
              <input type="radio" name={name} checked={selected === address.id} onChange={() => onSelect(address.id)} />
              <span className={styles.choiceBody}>
                <strong>{address.label}</strong>
                <address>
                  {address.firstname} {address.lastname}
                  {address.company ? `, ${address.company}` : ''} – {address.address}
                  {address.address2 ? `, ${address.address2}` : ''}, {address.zipcode} {address.city}
                </address>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/**
 * A search of relay points (`/api/v1/relay-point`) or distributors (`/api/v1/store-locator`)
 * by postcode or town, as radio buttons (the keyboard and screen-reader path) and on the
 * store locator's map, whose markers choose the same point (issue 19).
 */
function PlaceSearch({
  kind,
  initialQuery,
  selected,
  onSelect,
  error,
  groupRef,
  target,
  tileUrl,
}: {
  kind: 'relay' | 'pickup'
  initialQuery: string
  selected: number | null
  onSelect: (place: Place) => void
  error: string | null
  groupRef: React.Ref<HTMLFieldSetElement>
  target: Target
  tileUrl: string
}) {
  const id = useId()
  const [query, setQuery] = useState(initialQuery)
  const [places, setPlaces] = useState<Place[] | null>(null)
  const [status, setStatus] = useState('')
  const relay = kind === 'relay'
  const search = async (text: string) => {
    const value = text.trim()
    if (!value) return
    setStatus('Recherche…')
    if (relay) {
      const answer = await commerceCall<{ items: Place[] }>('GET', '/api/v1/relay-point', { query: { zipcode: value } })
      const items = answer.ok ? answer.data.items : []
      setPlaces(items)
      setStatus(
        answer.ok ? `${items.length} point${items.length > 1 ? 's' : ''} relais trouvé${items.length > 1 ? 's' : ''}.` : answer.message,
      )
    } else {
      const params = new URLSearchParams({ city: value, radius: '50', limit: '20', audience: target, lang: 'fr' })
      try {
        const response = await fetch(`/api/v1/store-locator?${params.toString()}`, { headers: { accept: 'application/json' } })
        const json = (await response.json()) as { data?: { items: Place[] }; message?: string }
        const items = response.ok && json.data ? json.data.items : []
        setPlaces(items)
        setStatus(
          response.ok
            ? `${items.length} distributeur${items.length > 1 ? 's' : ''} trouvé${items.length > 1 ? 's' : ''}.`
            : (json.message ?? 'Aucun distributeur trouvé.'),
        )
      } catch (error) {
        setPlaces([])
        setStatus(unansweredCallMessage(error, navigator.onLine))
      }
    }
  }
  useEffect(() => {
    // One search at once with the delivery address's postcode.
    if (!initialQuery) return
    const timer = setTimeout(() => void search(initialQuery), 0)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the step opens
  }, [kind])
  const legend = relay ? 'Point relais' : 'Distributeur'
  const chooseOnMap = (placeId: number) => {
    const place = places?.find((p) => p.id === placeId)
    if (!place) return
    onSelect(place)
    setStatus(`${legend} choisi sur la carte : ${place.name}.`)
  }
  return (
    <fieldset
      className={styles.block}
      data-invalid={error ? 'true' : undefined}
      ref={groupRef}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={relay ? 'relay-points' : 'distributors'}
    >
      <legend>{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.searchRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>{relay ? 'Code postal du point relais' : 'Ville ou code postal du distributeur'}</label>
          <input
            id={`${id}-q`}
            type="text"
            inputMode={relay ? 'numeric' : undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void search(query)
              }
            }}
          />
        </div>
        <button type="button" className="button button-secondary" onClick={() => void search(query)}>
          Rechercher<span className="visually-hidden"> {relay ? 'des points relais' : 'des distributeurs'}</span>
        </button>
      </div>
      <p role="status" className={styles.hint}>
        {status}
      </p>
      {places && places.length > 0 ? (
        <div className={styles.places}>
          <ul className={styles.choices}>
            {places.map((place, index) => (
              <li key={place.id}>
                <label className={styles.choice}>
                  <input type="radio" name={`${id}-place`} checked={selected === place.id} onChange={() => onSelect(place)} />
                  <span className={styles.placeRank} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.choiceBody}>
                    <strong>{place.name}</strong>
                    <address>
                      {place.address}, {place.postcode} {place.city}
                    </address>
                    {typeof place.distance === 'number' ? (
                      <span className={styles.choiceMeta}>à {place.distance.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} km</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <StoreMap
            points={places}
            tileUrl={tileUrl}
            attribution="© les contributeurs d’OpenStreetMap"
            label={relay ? 'Carte des points relais (le même choix que la liste)' : 'Carte des distributeurs (le même choix que la liste)'}
            onSelect={chooseOnMap}
            selectedId={selected}
            className={styles.placeMap}
            testId={relay ? 'relay-map' : 'distributor-map'}
          />
        </div>
      ) : null}
    </fieldset>
  )
}

/**
 * Checkout step 2 (spec §2, decision 087): the delivery and billing addresses (an address
 * added here is saved to the account), the carriers with their costs for the delivery
 * postcode, a relay point or (professionals) a distributor, the phone and, for
 * professionals, the representative's code. Errors are the spec's (CHECKOUT_MESSAGES), shown
 * at their field until it changes, announced once together (ErrorSummary), and the focus goes
 * to the first one.
 */
export function DeliveryStep({
  target,
  planId,
  unauthorized,
  tileUrl,
}: {
  target: Target
  planId: number | null
  currency: string
  unauthorized: ReactNode
  /** The map tiles (`MAP_TILE_URL`), as the store locator's. */
  tileUrl: string
}) {
  const router = useRouter()
  const { account, cart, checkout, cartLoaded } = useCheckoutData(planId)
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null)
  const [adding, setAdding] = useState(false)
  const [version, setVersion] = useState(0)
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({})
  /** Each refused « Continuer » mounts the summary again, so that it is announced again. */
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  const carrierRef = useRef<HTMLFieldSetElement>(null)
  const pointRef = useRef<HTMLFieldSetElement>(null)
  const billingRef = useRef<HTMLFieldSetElement>(null)
  const phoneRef = useRef<HTMLInputElement>(null)
  const asmRef = useRef<HTMLInputElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const id = useId()

  // The customer's addresses; the defaults (or the only one) are chosen for them.
  useEffect(() => {
    if (account.kind !== 'ready') return
    let live = true
    void accountCall<{ items: SavedAddress[] }>('GET', '/api/v1/address').then((answer) => {
      if (!live) return
      const items = answer.ok ? answer.data.items : []
      setAddresses(items)
      const state = checkout
      const has = (value: number | null) => value !== null && items.some((a) => a.id === value)
      const newest = items.reduce<SavedAddress | null>((best, a) => (best === null || a.id > best.id ? a : best), null)
      const fallback = (flag: 'defaultDelivery' | 'defaultBilling') => items.find((a) => a[flag])?.id ?? newest?.id ?? null
      updateCheckout({
        step: 1,
        selectedShippingAddress:
          version > 0 && newest
            ? newest.id
            : has(state.selectedShippingAddress)
              ? state.selectedShippingAddress
              : fallback('defaultDelivery'),
        selectedBillingAddress: has(state.selectedBillingAddress) ? state.selectedBillingAddress : fallback('defaultBilling'),
        phone: state.phone || account.account.phone || '',
      })
    })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the state once per load
  }, [account.kind, version])

  // The carriers and their costs for the delivery postcode (the billing one when no delivery address is chosen).
  const deliveryAddress = addresses?.find((a) => a.id === checkout.selectedShippingAddress) ?? null
  const billingAddress = addresses?.find((a) => a.id === checkout.selectedBillingAddress) ?? null
  const { zipcode, country, shipping, calculating } = useShippingCosts(deliveryAddress ?? billingAddress, cart, cartLoaded)

  if (account.kind === 'loading' || (account.kind === 'ready' && (!cartLoaded || addresses === null)))
    return <p role="status">Chargement de votre commande…</p>
  if (account.kind === 'unauthorized') return <>{unauthorized}</>
  if (account.kind === 'error') return <p role="alert">{account.message}</p>
  if (cart.products.length === 0)
    return (
      <div className={styles.empty}>
        <p>Il n’y a aucun produit dans votre panier.</p>
        <p>
          <Link href={commercePagePath('cart', target)} prefetch={false}>
            Retour au panier
          </Link>
        </p>
      </div>
    )

  const plan = cart.plan ?? target
  const carriers = (shipping?.carriers ?? []).filter((c) => c.kind !== 'pickup' || plan === 'pro')
  const carrier = carriers.find((c) => c.code === checkout.selectedCarrier) ?? null
  const kind = carrier?.kind ?? null
  const currency = cart.currency
  const basis = plan === 'pro' ? 'HT' : 'TTC'
  const isPro = account.account.audience === 'pro' || plan === 'pro'
  /** A field changed: its error (and what depended on it) is no longer shown. */
  const clear = (...keys: FieldKey[]) => {
    if (!keys.some((key) => errors[key])) return
    setErrors((current) => {
      const next = { ...current }
      for (const key of keys) delete next[key]
      return next
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const found: Partial<Record<FieldKey, string>> = {}
    const error = deliveryError(checkout, { carrierKind: kind })
    if (error === 'carrier') found.carrier = CHECKOUT_MESSAGES.carrier
    else if (error === 'shippingAddress' && kind) {
      const point =
        kind === 'relay' ? checkout.selectedRelay : kind === 'pickup' ? checkout.selectedStore : checkout.selectedShippingAddress
      if (point === null) found.point = deliveryPointMessage(kind)
      else found.billing = BILLING_ADDRESS_MESSAGE
    }
    // The phone and the representative's code are checked by the order's own schema's fields,
    // as the server will check them: same rules, same messages.
    found.phone = fieldError(placeOrderSchema.shape.phone, checkout.phone)
    found.asm = fieldError(placeOrderSchema.shape.asm_code, checkout.asmCode)
    setErrors(found)
    const first = FIELD_ORDER.find((key) => found[key])
    if (first) {
      setAttempt((count) => count + 1)
      const element = { carrier: carrierRef, point: pointRef, billing: billingRef, phone: phoneRef, asm: asmRef }[first].current
      element?.focus()
      return
    }
    setPending(true)
    updateCheckout({ step: 2 })
    router.push(commercePagePath('checkoutPayment', target))
  }

  return (
    <div className={styles.checkout}>
      <section className={styles.block} aria-labelledby={`${id}-addresses`}>
        <h2 id={`${id}-addresses`}>Vos adresses</h2>
        {addresses && addresses.length === 0 ? <p>Vous n’avez pas encore d’adresse : ajoutez-en une.</p> : null}
        {adding ? (
          <AddressForm
            initial={null}
            onDone={() => {
              setAdding(false)
              setVersion((v) => v + 1)
              // The new address becomes the delivery address: a missing one is no longer missing.
              clear('point')
              setTimeout(() => addButton.current?.focus(), 0)
            }}
            onCancel={() => {
              setAdding(false)
              setTimeout(() => addButton.current?.focus(), 0)
            }}
          />
        ) : (
          <p>
            <button ref={addButton} type="button" className="button button-secondary" onClick={() => setAdding(true)}>
              Ajouter une adresse
            </button>
          </p>
        )}
      </section>

      <form className={styles.checkout} onSubmit={submit} noValidate aria-label="Livraison">
        <ErrorSummary key={attempt} errors={errors} />
        {addresses && addresses.length > 0 ? (
          <>
            <AddressChoices
              name="shipping"
              legend="Adresse de livraison"
              addresses={addresses}
              selected={checkout.selectedShippingAddress}
              onSelect={(value) => {
                updateCheckout({ selectedShippingAddress: value })
                clear('point')
              }}
              error={kind === 'home' ? (errors.point ?? null) : null}
              groupRef={kind === 'home' ? pointRef : undefined}
            />
            <AddressChoices
              name="billing"
              legend="Adresse de facturation"
              addresses={addresses}
              selected={checkout.selectedBillingAddress}
              onSelect={(value) => {
                updateCheckout({ selectedBillingAddress: value })
                clear('billing')
              }}
              error={errors.billing ?? null}
              groupRef={billingRef}
            />
          </>
        ) : null}

        <fieldset
          className={styles.block}
          ref={carrierRef}
          tabIndex={-1}
          data-invalid={errors.carrier ? 'true' : undefined}
          aria-describedby={errors.carrier ? `${id}-carrier-error` : undefined}
          data-testid="carriers"
        >
          <legend>Mode de livraison</legend>
          {errors.carrier ? (
            <p id={`${id}-carrier-error`} className={styles.error}>
              {errors.carrier}
            </p>
          ) : null}
          {!zipcode ? (
            <p>Choisissez d’abord une adresse : les frais de livraison dépendent de son code postal.</p>
          ) : shipping === null || calculating ? (
            <p role="status">Calcul des frais de livraison…</p>
          ) : (
            <>
              {country !== 'FR' ? (
                <p data-testid="abroad">
                  {carriers.some((option) => option.kind === 'pickup' && typeof shipping.costs[option.code] === 'number')
                    ? 'Nous livrons à domicile et en point relais en France uniquement (métropole, Corse et outre-mer). Pour cette adresse, choisissez le retrait chez un distributeur, ou une adresse de livraison en France.'
                    : 'Nous livrons en France uniquement (métropole, Corse et outre-mer) : choisissez ou ajoutez une adresse de livraison en France.'}
                </p>
              ) : null}
              <ul className={styles.choices}>
                {carriers.map((option) => {
                  const cost = shipping.costs[option.code]
                  const unavailable = cost === null || cost === undefined
                  return (
                    <li key={option.code}>
                      <label className={styles.choice}>
                        <input
                          type="radio"
                          name="carrier"
                          value={option.code}
                          disabled={unavailable}
                          checked={checkout.selectedCarrier === option.code}
                          onChange={() => {
                            updateCheckout({ selectedCarrier: option.code })
                            // Another carrier asks for another point: that error went with the old one.
                            clear('carrier', 'point')
                          }}
                        />
                        <span className={styles.choiceBody}>
                          <strong>{option.name}</strong>
                          {option.delay ? <span className={styles.choiceMeta}>{option.delay}</span> : null}
                        </span>
                        <span className={styles.choicePrice}>
                          {unavailable ? 'Indisponible pour cette adresse' : cost === 0 ? 'Offerte' : `${money(cost, currency)} ${basis}`}
                        </span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            </>
          )}
        </fieldset>

        {kind === 'relay' || kind === 'pickup' ? (
          <PlaceSearch
            key={kind}
            kind={kind}
            target={target}
            initialQuery={kind === 'relay' ? (zipcode ?? '') : ((deliveryAddress ?? billingAddress)?.city ?? '')}
            selected={kind === 'relay' ? checkout.selectedRelay : checkout.selectedStore}
            onSelect={(place) => {
              const selectedPoint = { id: place.id, name: place.name, address: place.address, postcode: place.postcode, city: place.city }
              updateCheckout(kind === 'relay' ? { selectedRelay: place.id, selectedPoint } : { selectedStore: place.id, selectedPoint })
              clear('point')
            }}
            error={errors.point ?? null}
            groupRef={pointRef}
            tileUrl={tileUrl}
          />
        ) : null}

        <div className={styles.block}>
          <div className={styles.field}>
            <label htmlFor={`${id}-phone`}>
              Téléphone<span aria-hidden="true"> *</span>
            </label>
            <p id={`${id}-phone-hint`} className={styles.hint}>
              Le transporteur vous appelle ou vous écrit pour la livraison.
            </p>
            <input
              id={`${id}-phone`}
              ref={phoneRef}
              type="tel"
              autoComplete="tel"
              required
              aria-required
              value={checkout.phone}
              onChange={(event) => {
                updateCheckout({ phone: event.target.value })
                clear('phone')
              }}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={`${id}-phone-hint${errors.phone ? ` ${id}-phone-error` : ''}`}
            />
            {errors.phone ? (
              <p id={`${id}-phone-error`} className={styles.error}>
                {errors.phone}
              </p>
            ) : null}
          </div>
          {isPro ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-asm`}>Code commercial (facultatif)</label>
              <p id={`${id}-asm-hint`} className={styles.hint}>
                Le code de votre représentant Ardalis, s’il vous l’a donné (ex. SUD-12). Il ne change pas vos prix.
              </p>
              <input
                id={`${id}-asm`}
                ref={asmRef}
                type="text"
                autoComplete="off"
                maxLength={20}
                value={checkout.asmCode}
                onChange={(event) => {
                  updateCheckout({ asmCode: event.target.value })
                  clear('asm')
                }}
                aria-invalid={errors.asm ? true : undefined}
                aria-describedby={`${id}-asm-hint${errors.asm ? ` ${id}-asm-error` : ''}`}
              />
              {errors.asm ? (
                <p id={`${id}-asm-error`} className={styles.error}>
                  {errors.asm}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>

        <div className={styles.actions}>
          <p>
            <Link href={commercePagePath('cart', target)} prefetch={false}>
              ← Retour au panier
            </Link>
          </p>
          <button type="submit" className={`button ${styles.waiting}`} aria-disabled={pending ? true : undefined}>
            Continuer vers le paiement
          </button>
        </div>
      </form>
    </div>
  )
}
