'use client'
import { useEffect, useState } from 'react'
import styles from './Commerce.module.css'

/**
 * A whole quantity from 1 to `max` (999, decision 087): a labelled number field with − and +
 * buttons named for screen readers. `onChange` receives only valid quantities; `commit` (the
 * cart page) is called once the value settles (blur, Enter, a button).
 */
export function QuantityField({
  id,
  label,
  lessLabel,
  moreLabel,
  value,
  max,
  onChange,
  disabled = false,
  hideLabel = false,
}: {
  id: string
  label: string
  lessLabel: string
  moreLabel: string
  value: number
  max: number
  onChange: (quantity: number) => void
  disabled?: boolean
  hideLabel?: boolean
}) {
  const [text, setText] = useState(String(value))
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the value the parent settled on
    setText(String(value))
  }, [value])
  const valid = (raw: string) => /^\d{1,3}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= max
  const settle = () => {
    if (valid(text)) {
      if (Number(text) !== value) onChange(Number(text))
    } else setText(String(value))
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
          onClick={() => onChange(Math.max(1, value - 1))}
          disabled={disabled || value <= 1}
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
          disabled={disabled}
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
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={disabled || value >= max}
          aria-label={moreLabel}
        >
          +
        </button>
      </div>
    </div>
  )
}
