'use client'
import Link from 'next/link'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useAccount } from '@/components/account/use-account.client'
import { accountPagePath } from '@/domain/account/links'
import { BANK_TRANSFER, CHEQUE } from '@/domain/commerce/company'
import { ORDER_MESSAGES, orderDateFr, type OrderView } from '@/domain/commerce/order-view'
import { PAYMENT_TERMS_MENTIONS } from '@/domain/commerce/payment-terms'
import type { Target } from '@/domain/routing/types'
import { commerceCall, resetAfterOrder } from './cart-api.client'
import { money } from './parts.client'
import { PayOrderButton } from './PayOrder.client'
import styles from './Commerce.module.css'

/** Spec §8 "order accepted with number". */
export function orderAccepted(number: string): string {
  return `Commande n° ${number} acceptée`
}

/** How to pay what is still to pay: the bank details, the cheque's address or the due date. */
export function PaymentInstructions({ order }: { order: OrderView }) {
  const { payment } = order
  const amount = `${money(order.amount.ttc, order.currency)} TTC`
  if (payment.method === 'transfer' && payment.status !== 'paid')
    return (
      <div className={styles.notice} data-testid="transfer-instructions">
        <p>
          Merci de virer <strong>{amount}</strong> en indiquant la référence <strong>{order.number}</strong> :
        </p>
        <p>
          Titulaire : {BANK_TRANSFER.holder}
          <br />
          Banque : {BANK_TRANSFER.bank}
          <br />
          IBAN : {BANK_TRANSFER.iban}
          <br />
          BIC : {BANK_TRANSFER.bic}
        </p>
      </div>
    )
  if (payment.method === 'cheque' && payment.status !== 'paid')
    return (
      <div className={styles.notice} data-testid="cheque-instructions">
        <p>
          Merci d’envoyer un chèque de <strong>{amount}</strong> à l’ordre de {CHEQUE.payee}, en indiquant au dos la référence{' '}
          <strong>{order.number}</strong>, à :
        </p>
        <address>
          {CHEQUE.address.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </div>
    )
  if (payment.method === 'account' && payment.due_date)
    return (
      <div className={styles.notice} data-testid="due-date">
        <p>
          Paiement à échéance : <strong>{amount}</strong> à régler au plus tard le <strong>{orderDateFr(payment.due_date)}</strong>.
        </p>
        {PAYMENT_TERMS_MENTIONS.map((line) => (
          <p key={line} className={styles.hint}>
            {line}
          </p>
        ))}
      </div>
    )
  return null
}

/**
 * Checkout step 4 (spec §2, §8): « Commande n° … acceptée », the payment accepted for a card,
 * the instructions for a transfer, a cheque or a payment on account, the links to the order
 * and its PDF. The cart and the order state start again (spec §4).
 */
export function ConfirmationStep({
  target,
  unauthorized,
}: {
  target: Target
  planId: number | null
  currency: string
  unauthorized: ReactNode
}) {
  const { state: account } = useAccount()
  const [order, setOrder] = useState<OrderView | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (account.kind !== 'ready') return
    const number = new URLSearchParams(window.location.search).get('numero')
    if (!number) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of the address on mount
      setProblem(ORDER_MESSAGES.notFound)
      return
    }
    let live = true
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = async () => {
      const answer = await commerceCall<{ order: OrderView }>('GET', `/api/v1/order/${encodeURIComponent(number)}`)
      if (!live) return
      if (!answer.ok) {
        setProblem(answer.message)
        return
      }
      const found = answer.data.order
      setOrder(found)
      if (found.status !== 'payment_refused') resetAfterOrder()
      // A card's notification may arrive a moment after the customer comes back.
      if (found.payment.method === 'card' && found.payment.status === 'awaiting') {
        if (tries < 10) {
          tries += 1
          timer = setTimeout(() => void load(), 1500)
        } else {
          // No payment came (the provider was away, or the customer left its page): pay from here.
          setUnconfirmed(true)
        }
      }
    }
    void load()
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [account.kind])

  useEffect(() => {
    if (order) heading.current?.focus()
  }, [order?.number]) // eslint-disable-line react-hooks/exhaustive-deps -- once per order

  if (account.kind === 'unauthorized') return <>{unauthorized}</>
  if (account.kind === 'error') return <p role="alert">{account.message}</p>
  if (problem) return <p role="alert">{problem}</p>
  if (!order) return <p role="status">Chargement de votre commande…</p>

  const detail = `${accountPagePath('orders', target)}?numero=${encodeURIComponent(order.number)}`
  return (
    <div className={styles.checkout} data-testid="confirmation">
      <h2 ref={heading} tabIndex={-1} data-testid="order-accepted">
        {orderAccepted(order.number)}
      </h2>
      <div role="status">
        {order.payment.method === 'card' && order.payment.status === 'paid' ? (
          <p className={styles.success} data-testid="payment-accepted">
            {ORDER_MESSAGES.paymentAccepted}
          </p>
        ) : null}
        {order.payment.method === 'card' && order.payment.status === 'awaiting' && !unconfirmed ? (
          <p>Confirmation du paiement en cours…</p>
        ) : null}
      </div>
      {order.payment.method === 'card' && order.payment.status === 'awaiting' && unconfirmed ? (
        <div data-testid="payment-unconfirmed">
          <p>Votre paiement n’a pas été confirmé : votre commande {order.number} attend son règlement.</p>
          <PayOrderButton number={order.number} />
        </div>
      ) : null}
      <p>
        Commande du {orderDateFr(order.placed_at)} – {order.status_label} – {order.payment.method_label} – total{' '}
        <strong>{money(order.amount.ttc, order.currency)} TTC</strong>. Un courriel de confirmation vous a été envoyé avec son
        récapitulatif.
      </p>
      <PaymentInstructions order={order} />
      <ul className={styles.orderList}>
        <li>
          <Link href={detail} prefetch={false}>
            Voir ma commande dans mon compte
          </Link>
        </li>
        <li>
          <a href={`/api/v1/order/${encodeURIComponent(order.number)}/pdf`} download={`${order.number}.pdf`} data-testid="order-pdf">
            Télécharger le récapitulatif (PDF)
          </a>
        </li>
      </ul>
    </div>
  )
}
