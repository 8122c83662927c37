'use client'
import { useState } from 'react'
import styles from './Account.module.css'

/** A button that calls the API and says the outcome in a live region. */
export function ActionButton({
  label,
  pendingLabel = 'Envoi en cours…',
  run,
  secondary = true,
}: {
  label: string
  pendingLabel?: string
  run: () => Promise<{ ok: boolean; message: string }>
  secondary?: boolean
}) {
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  return (
    <div className={styles.action}>
      <button
        type="button"
        className={secondary ? 'button button-secondary' : 'button'}
        disabled={pending}
        onClick={async () => {
          setPending(true)
          setOutcome(await run())
          setPending(false)
        }}
      >
        {pending ? pendingLabel : label}
      </button>
      <p role="status" className={outcome && !outcome.ok ? styles.error : undefined}>
        {outcome?.message}
      </p>
    </div>
  )
}
