'use client'
import { useEffect, useState, type ReactNode } from 'react'
import { onPackSelected } from './pack-selection.client'
import styles from './PackShowcase.module.css'

export interface PackShot {
  reference: string
  /**
   * The pack's `<Picture>`, rendered by the server: the image helpers (next/image's
   * getImageProps, the preload) stay out of the product page's client scripts.
   */
  picture: ReactNode
}

/**
 * The product page's main picture: the packshot of the selected pack (decision 100).
 * Every pack's picture sits in the same grid cell at the same size, the others hidden
 * and loaded lazily after the first, so that changing the pack never moves the page.
 */
export function PackShowcase({ shots, initial }: { shots: PackShot[]; initial: string }) {
  const [selected, setSelected] = useState(initial)
  useEffect(
    () => onPackSelected((reference) => setSelected((current) => (shots.some((s) => s.reference === reference) ? reference : current))),
    [shots],
  )
  return (
    <div className={styles.stack} data-testid="pack-visual" data-pack={selected}>
      {shots.map((shot) => {
        const shown = shot.reference === selected
        return (
          <div
            key={shot.reference}
            className={shown ? styles.shot : `${styles.shot} ${styles.hidden}`}
            aria-hidden={shown ? undefined : true}
            data-pack={shot.reference}
          >
            {shot.picture}
          </div>
        )
      })}
    </div>
  )
}
