'use client'

import { useEffect } from 'react'
import { comparatorLimit } from '@/domain/shortlist/shortlist'
import type { Target } from '@/domain/routing/types'
import { format } from '@/i18n/template'
import type { Messages } from '@/i18n/messages'
import { useDevice } from '@/components/state/device.client'
import { syncComparatorTarget, toggleCompared, toggleFavourite, useComparator, useFavourites } from '@/components/state/stores.client'
import { notify } from '@/components/state/toast.client'
import styles from './Shortlist.module.css'

export type ShortlistMessages = { compare: Messages['discovery']['compare']; favourites: Messages['discovery']['favourites'] }

/** One id for every limit toast: a second refusal replaces the toast on screen rather than stacking another (decision 102). */
export const LIMIT_TOAST_ID = 'comparator-limit'

/** The limit toast of spec §8 (3 on mobile, 5 otherwise). */
export function limitMessage(m: ShortlistMessages['compare'], mobile: boolean): string {
  return mobile ? m.limitMobile : m.limitDesktop
}

/**
 * Compare and favourite toggles of a product (cards and product page). The comparator
 * refuses a 4th (mobile) or 6th product with one toast (never one per card nor a stack
 * of them) that links to the comparator; the comparator of another audience is emptied first.
 */
export function ShortlistButtons({
  target,
  productId,
  name,
  m,
  comparatorHref,
  size = 'small',
}: {
  target: Target
  productId: number
  name: string
  m: ShortlistMessages
  /** Address of the comparator of the audience, offered in the limit toast. */
  comparatorHref: string
  size?: 'small' | 'large'
}) {
  const comparator = useComparator(target)
  const favourites = useFavourites()
  const device = useDevice()

  useEffect(() => {
    syncComparatorTarget(target)
  }, [target])

  const compared = comparator.has(productId)
  const favourite = favourites.has(productId)

  function onCompare() {
    syncComparatorTarget(target)
    const outcome = toggleCompared(target, productId, comparatorLimit(device.mobile))
    if (outcome === 'limit') {
      notify({
        type: 'danger',
        id: LIMIT_TOAST_ID,
        message: limitMessage(m.compare, device.mobile),
        action: { label: m.compare.limitAction, href: comparatorHref },
      })
    }
  }

  return (
    <div className={`${styles.buttons} ${size === 'large' ? styles.large : ''}`}>
      <button type="button" className={styles.compare} aria-pressed={compared} onClick={onCompare} data-testid="compare-toggle">
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M10 3H4a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h6V3Zm2 0v18h8a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1h-8Zm2 4h5v2h-5V7Z"
          />
        </svg>
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
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <path
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
          />
        </svg>
      </button>
    </div>
  )
}
