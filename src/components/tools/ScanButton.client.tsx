'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Locale, Target } from '@/domain/routing/types'
import type { ScanLabels } from './ScanDialog.client'
import styles from './Scan.module.css'
import ScanBarcode from 'lucide-react/icons/scan-barcode'

const ScanDialog = dynamic(() => import('./ScanDialog.client'), { ssr: false })

/**
 * The fixed scan button (spec §2) and its dialog, loaded only when opened. The dialog is
 * tied to the address it was opened on: a route change closes it (spec §4).
 *
 * Two places, one shown at a time (decision 107): from 1025 px, a round button floating
 * in the right-hand margin (`floating`); on phones and tablets, a tile of the fixed mobile
 * toolbar (`tile`), so that no button floats over the text being read.
 */
export function ScanButton({
  labels,
  target,
  locale,
  variant = 'floating',
}: {
  labels: ScanLabels
  target: Target
  locale: Locale
  /** `tile`: styled by the toolbar's slot that holds it. */
  variant?: 'floating' | 'tile'
}) {
  const pathname = usePathname()
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const open = openedOn !== null && openedOn === pathname
  const tile = variant === 'tile'
  // Closed by its user, the dialog gives the focus back to the button that opened it, once it
  // has left the page (while it is modal, the rest of the page cannot take the focus).
  const refocus = useRef(false)
  useEffect(() => {
    if (open || !refocus.current) return
    refocus.current = false
    button.current?.focus()
  }, [open])
  return (
    <>
      <button
        ref={button}
        type="button"
        className={tile ? undefined : styles.trigger}
        aria-haspopup="dialog"
        // The tile shows a short word; its name says the whole action, starting with that word.
        aria-label={tile ? labels.scan.open : undefined}
        onClick={() => setOpenedOn(pathname)}
        data-testid={tile ? 'toolbar-scan' : 'scan-button'}
      >
        <ScanBarcode aria-hidden="true" focusable="false" size={tile ? 22 : 26} />
        {tile ? <span>{labels.scan.tile}</span> : <span className="visually-hidden">{labels.scan.open}</span>}
      </button>
      {/* In the body, not beside the button: the toolbar that holds the tile is hidden from
          1025 px, and a tablet turned sideways must not hide an open dialog with it. */}
      {open
        ? createPortal(
            <ScanDialog
              labels={labels}
              target={target}
              locale={locale}
              onClose={() => {
                refocus.current = true
                setOpenedOn(null)
              }}
            />,
            document.body,
          )
        : null}
    </>
  )
}
