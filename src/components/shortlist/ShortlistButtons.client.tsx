'use client'

import { useEffect, useRef, useState } from 'react'
import { comparatorLimit } from '@/domain/shortlist/shortlist'
import type { Target } from '@/domain/routing/types'
import { format } from '@/i18n/template'
import type { Messages } from '@/i18n/messages'
import { useDevice } from '@/components/state/device.client'
import { syncComparatorTarget, toggleCompared, toggleFavourite, useComparator, useFavourites } from '@/components/state/stores.client'
import { notifyError } from '@/components/state/toast.client'
import styles from './Shortlist.module.css'
import Columns2 from 'lucide-react/icons/columns-2'
import Heart from 'lucide-react/icons/heart'

export type ShortlistMessages = { compare: Messages['discovery']['compare']; favourites: Messages['discovery']['favourites'] }

/** The limit toast of spec §8 (3 on mobile, 5 otherwise). */
export function limitMessage(m: ShortlistMessages['compare'], mobile: boolean): string {
  return mobile ? m.limitMobile : m.limitDesktop
}

/**
 * Compare and favourite toggles of a product (cards and product page). The comparator
 * refuses a 4th (mobile) or 6th product with the spec's toast, also written in a live
 * region beside the button; the comparator of another audience is emptied first.
 */
export function ShortlistButtons({
  target,
  productId,
  name,
  m,
  size = 'small',
}: {
  target: Target
  productId: number
  name: string
  m: ShortlistMessages
  size?: 'small' | 'large'
}) {
  const comparator = useComparator(target)
  const favourites = useFavourites()
  const device = useDevice()
  const [notice, setNotice] = useState('')
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => {
    syncComparatorTarget(target)
  }, [target])
  useEffect(
    () => () => {
      if (clearTimer.current) clearTimeout(clearTimer.current)
    },
    [],
  )

  const compared = comparator.has(productId)
  const favourite = favourites.has(productId)

  function onCompare() {
    syncComparatorTarget(target)
    const outcome = toggleCompared(target, productId, comparatorLimit(device.mobile))
    if (outcome === 'limit') {
      const message = limitMessage(m.compare, device.mobile)
      notifyError(message)
      setNotice(message)
      if (clearTimer.current) clearTimeout(clearTimer.current)
      clearTimer.current = setTimeout(() => setNotice(''), 3000)
    } else {
      setNotice('')
    }
  }

  return (
    <div className={`${styles.buttons} ${size === 'large' ? styles.large : ''}`}>
      <button type="button" className={styles.compare} aria-pressed={compared} onClick={onCompare} data-testid="compare-toggle">
        <Columns2 aria-hidden="true" focusable="false" size={18} />
        <span>{compared ? m.compare.added : m.compare.add}</span>
        <span className="visually-hidden"> {name}</span>
      </button>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={favourite}
        aria-label={format(favourite ? m.favourites.remove : m.favourites.add, { name })}
        onClick={() => toggleFavourite(productId)}
        data-testid="favourite-toggle"
      >
        <Heart aria-hidden="true" focusable="false" size={20} fill={favourite ? 'currentColor' : 'none'} />
      </button>
      <p className={styles.notice} aria-live="polite" data-testid="compare-notice">
        {notice}
      </p>
    </div>
  )
}
