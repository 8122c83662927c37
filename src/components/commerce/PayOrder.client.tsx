'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { ORDER_PAYMENT_MESSAGES } from '@/domain/commerce/order-view'
import { commerceCall, UNKNOWN } from './cart-api.client'
import styles from './Commerce.module.css'

/**
 * « Régler ma commande »: an order that awaits its card payment goes to the card provider's
 * page (`POST /api/v1/order/{number}/payment`, which resumes the order's session: pressing it
 * again leads to the same page). One call at a time: while it runs the button says
 * aria-disabled and ignores presses, but keeps the focus (a disabled button would drop it).
 * A refusal or a provider out of reach is said in an alert under the button.
 */
export function PayOrderButton({
  number,
  secondary = false,
  nameSuffix,
}: {
  number: string
  secondary?: boolean
  /** Said to screen readers after the button's text, where several orders stand side by side (the number). */
  nameSuffix?: string
}) {
  const id = useId()
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  /** The call runs: set at once, so that a second press in the same frame sends nothing. */
  const sending = useRef(false)

  // Back from the provider's page, a page the browser kept whole comes back as it was left: waiting no more.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      sending.current = false
      setPending(false)
    }
    window.addEventListener('pageshow', shown)
    return () => window.removeEventListener('pageshow', shown)
  }, [])

  const pay = async () => {
    if (sending.current) return
    sending.current = true
    setPending(true)
    setProblem(null)
    const answer = await commerceCall<{ redirect: string | null }>('POST', `/api/v1/order/${encodeURIComponent(number)}/payment`)
    if (answer.ok && answer.data.redirect) {
      window.location.assign(answer.data.redirect)
      return
    }
    sending.current = false
    setPending(false)
    setProblem(answer.ok ? UNKNOWN : answer.message)
  }

  return (
    <>
      <button
        type="button"
        className={`button${secondary ? ' button-secondary' : ''} ${styles.waiting}`}
        aria-disabled={pending ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onClick={() => void pay()}
        data-testid="pay-order"
      >
        {pending ? (
          ORDER_PAYMENT_MESSAGES.pending
        ) : (
          <>
            {ORDER_PAYMENT_MESSAGES.action}
            {nameSuffix ? <span className="visually-hidden"> {nameSuffix}</span> : null}
          </>
        )}
      </button>
      {problem ? (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="pay-order-error">
          {problem}
        </p>
      ) : null}
    </>
  )
}
