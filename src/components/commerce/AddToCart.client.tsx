'use client'
import Link from 'next/link'
import { useId, useRef, useState, type FormEvent } from 'react'
import { commercePagePath } from '@/domain/account/links'
import { MAX_LINE_QUANTITY } from '@/domain/commerce/types'
import type { Target } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'
import { useCart } from '@/components/state/stores.client'
import { announcePack } from '@/components/catalogue/pack-selection.client'
import { cartCall } from './cart-api.client'
import { QuantityField } from './QuantityField.client'
import styles from './Commerce.module.css'

/**
 * What the cart answered to an addition, kept where the customer pressed: the message and a
 * link to the cart (a status, announced), or the refusal (an alert). It is the one
 * announcement: a toast raised as well would have screen readers say it twice.
 */
export function CartOutcome({
  outcome,
  cartHref,
  seeCart,
  className,
  errorClassName,
}: {
  outcome: { ok: boolean; message: string } | null
  cartHref: string
  seeCart: string
  className?: string
  errorClassName?: string
}) {
  return (
    <>
      <p role="status" className={className}>
        {outcome?.ok ? (
          <>
            {outcome.message}{' '}
            <Link href={cartHref} prefetch={false}>
              {seeCart}
            </Link>
          </>
        ) : null}
      </p>
      {outcome && !outcome.ok ? (
        <p role="alert" className={errorClassName}>
          {outcome.message}
        </p>
      ) : null}
    </>
  )
}

/**
 * A cart belongs to the plan it was started in (decision 087) and keeps that plan's prices:
 * a visitor adding from the other plan's pages (after switching audience) is told so before
 * adding, beside the button, with the way to that cart.
 */
export function OtherPlanNotice({
  target,
  m,
  className,
}: {
  target: Target
  m: Pick<Messages['commerce']['addToCart'], 'startedPart' | 'startedPro' | 'seeStarted'>
  className?: string
}) {
  const cart = useCart()
  if (!cart.plan || cart.plan === target || cart.count === 0) return null
  return (
    <p className={className} data-testid="cart-other-plan">
      {cart.plan === 'part' ? m.startedPart : m.startedPro}{' '}
      <Link href={commercePagePath('cart', cart.plan)} prefetch={false}>
        {m.seeStarted}
      </Link>
    </p>
  )
}

export interface PackOption {
  reference: string
  label: string
  price: string
}

/**
 * « Ajouter au panier » of the product page (issue 19): the pack, the quantity (1–999, with
 * − and + buttons), then `POST /api/v1/cart`; the answer becomes the browser's cart (the
 * header's count follows) and « Produit ajouté au panier » with its link to the cart stays
 * under the button (CartOutcome: seen, and announced once; no toast repeats it). While the
 * request runs the button keeps the focus (aria-disabled, not disabled) and one request only
 * is sent.
 */
export function AddToCart({
  productId,
  productName,
  packs,
  target,
  planId,
  cartHref,
  m,
}: {
  productId: number
  productName: string
  packs: PackOption[]
  target: Target
  planId: number | null
  cartHref: string
  m: Messages['commerce']['addToCart']
}) {
  const id = useId()
  const [pack, setPack] = useState(packs[0]?.reference ?? '')
  const [quantity, setQuantity] = useState(1)
  const [pending, setPending] = useState(false)
  /** The request runs: set at once, so that a second press in the same frame sends nothing. */
  const sending = useRef(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setPending(true)
    setOutcome(null)
    const answer = await cartCall('POST', '/api/v1/cart', {
      planId,
      body: { products: [{ element_id: productId, element_type: 'product', variant: pack, quantity }] },
    })
    sending.current = false
    setPending(false)
    setOutcome(answer.ok ? { ok: true, message: m.added } : { ok: false, message: answer.message })
  }

  if (packs.length === 0) return null
  return (
    <form className={styles.addToCart} onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="add-to-cart">
      <h2 id={`${id}-title`} className={styles.addTitle}>
        {m.title}
        <span className="visually-hidden"> {productName}</span>
      </h2>
      <fieldset className={styles.packs}>
        <legend>{m.pack}</legend>
        {packs.map((option) => (
          <label key={option.reference} className={styles.packOption}>
            <input
              type="radio"
              name={`${id}-pack`}
              value={option.reference}
              checked={pack === option.reference}
              onChange={() => {
                setPack(option.reference)
                announcePack(option.reference)
              }}
            />
            <span className={styles.packLabel}>{option.label}</span>
            <span className={styles.packPrice}>{option.price}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.addRow}>
        <QuantityField
          id={`${id}-quantity`}
          label={m.quantity}
          lessLabel={m.less}
          moreLabel={m.more}
          value={quantity}
          max={MAX_LINE_QUANTITY}
          onChange={setQuantity}
          messages={{ capped: m.quantityCapped, range: m.quantityRange }}
        />
        <button type="submit" className={`button ${styles.waiting}`} aria-disabled={pending ? true : undefined}>
          {pending ? m.pending : m.label}
        </button>
      </div>
      <OtherPlanNotice target={target} m={m} className={styles.notice} />
      <CartOutcome outcome={outcome} cartHref={cartHref} seeCart={m.seeCart} className={styles.addOutcome} errorClassName={styles.error} />
    </form>
  )
}
