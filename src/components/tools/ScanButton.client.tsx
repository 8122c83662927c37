'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'
import type { Locale, Target } from '@/domain/routing/types'
import type { ScanLabels } from './ScanDialog.client'
import styles from './Scan.module.css'
import ScanBarcode from 'lucide-react/icons/scan-barcode'

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
        <ScanBarcode aria-hidden="true" focusable="false" size={26} />
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
