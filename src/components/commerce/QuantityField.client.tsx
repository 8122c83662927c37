'use client'
import { useEffect, useState } from 'react'
import { format } from '@/i18n/template'
import styles from './Commerce.module.css'

/** What the field says of a typed quantity it cannot take as it is ({max}: the limit). */
export interface QuantityMessages {
  /** Above the limit: the quantity becomes the limit. */
  capped: string
  /** Empty, zero or not a whole number: the quantity stays what it was. */
  range: string
}

const FRENCH: QuantityMessages = {
  capped: 'Quantité ramenée à {max}, le maximum par ligne.',
  range: 'Indiquez une quantité de 1 à {max}.',
}

/** What becomes of a typed quantity: taken, brought down to the limit, or refused. */
export function settleQuantity(raw: string, max: number): { quantity: number; capped: boolean } | null {
  const text = raw.trim()
  if (!/^\d+$/.test(text)) return null
  const quantity = Number(text)
  if (quantity < 1) return null
  return quantity > max ? { quantity: max, capped: true } : { quantity, capped: false }
}

/**
 * A whole quantity from 1 to `max` (999, decision 087): a labelled number field with − and +
 * buttons named for screen readers. `onChange` receives only valid quantities, once the value
 * settles (blur, Enter, a button). A typed quantity above the limit becomes the limit, and one
 * that is not a quantity goes back to the last: either way the field says so under it.
 *
 * No control is ever `disabled`: a button that disabled itself under the keyboard would drop
 * the focus to the page. At a bound (− at 1, + at `max`) or while `busy` (the parent's request
 * runs), a button says `aria-disabled` and a press does nothing; while busy the field is read-only.
 */
export function QuantityField({
  id,
  label,
  lessLabel,
  moreLabel,
  value,
  max,
  onChange,
  busy = false,
  hideLabel = false,
  messages = FRENCH,
}: {
  id: string
  label: string
  lessLabel: string
  moreLabel: string
  value: number
  max: number
  onChange: (quantity: number) => void
  /** The parent's request for the last quantity runs: presses are ignored until it ends. */
  busy?: boolean
  hideLabel?: boolean
  messages?: QuantityMessages
}) {
  const [text, setText] = useState(String(value))
  const [note, setNote] = useState<string | null>(null)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the value the parent settled on
    setText(String(value))
  }, [value])
  const settle = () => {
    const settled = settleQuantity(text, max)
    if (!settled) {
      setNote(format(messages.range, { max }))
      setText(String(value))
      return
    }
    setNote(settled.capped ? format(messages.capped, { max }) : null)
    setText(String(settled.quantity))
    if (settled.quantity !== value) onChange(settled.quantity)
  }
  const lessBlocked = busy || value <= 1
  const moreBlocked = busy || value >= max
  const step = (quantity: number, blocked: boolean) => {
    if (blocked) return
    setNote(null)
    onChange(quantity)
  }
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.quantityLabel}>
        {label}
      </label>
      <div className={styles.quantityControls}>
        <button
          type="button"
          className={styles.step}
          onClick={() => step(Math.max(1, value - 1), lessBlocked)}
          aria-disabled={lessBlocked ? true : undefined}
          aria-label={lessLabel}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          readOnly={busy}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={settle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              settle()
            }
          }}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => step(Math.min(max, value + 1), moreBlocked)}
          aria-disabled={moreBlocked ? true : undefined}
          aria-label={moreLabel}
        >
          +
        </button>
      </div>
      <p id={`${id}-note`} role="status" className={styles.quantityNote}>
        {note}
      </p>
    </div>
  )
}
