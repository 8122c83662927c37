'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'
import type { Locale, Target } from '@/domain/routing/types'
import type { ScanLabels } from './ScanDialog.client'
import styles from './Scan.module.css'

const ScanDialog = dynamic(() => import('./ScanDialog.client'), { ssr: false })

/**
 * The fixed scan button (spec §2) and its dialog, loaded only when opened. The dialog is
 * tied to the address it was opened on: a route change closes it (spec §4).
 */
export function ScanButton({ labels, target, locale }: { labels: ScanLabels; target: Target; locale: Locale }) {
  const pathname = usePathname()
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const open = openedOn !== null && openedOn === pathname
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => setOpenedOn(pathname)}
        data-testid="scan-button"
      >
        <svg aria-hidden="true" focusable="false" width="26" height="26" viewBox="0 0 24 24">
          <path fill="currentColor" d="M3 5h2v14H3zm3 0h1v14H6zm2 0h2v14H8zm3 0h1v14h-1zm3 0h2v14h-2zm3 0h1v14h-1zm2 0h2v14h-2z" />
        </svg>
        <span className="visually-hidden">{labels.scan.open}</span>
      </button>
      {open ? (
        <ScanDialog
          labels={labels}
          target={target}
          locale={locale}
          onClose={() => {
            setOpenedOn(null)
            button.current?.focus()
          }}
        />
      ) : null}
    </>
  )
}
