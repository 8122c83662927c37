'use client'
import { useEffect, useState } from 'react'
import type { Image } from '@/domain/catalogue/types'
import { Picture } from '@/components/ui/Picture'
import { onPackSelected } from './pack-selection.client'
import styles from './PackShowcase.module.css'

export interface PackShot {
  reference: string
  image: Image
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
            <Picture image={shot.image} size="large" priority={shot.reference === initial} />
          </div>
        )
      })}
    </div>
  )
}
