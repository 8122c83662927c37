'use client'
import { useEffect, type MouseEvent } from 'react'
import { comparatorLimit } from '@/domain/shortlist/shortlist'
import type { Target } from '@/domain/routing/types'
import { format } from '@/i18n/template'
import type { Messages } from '@/i18n/messages'
import { announce } from '@/components/layout/Announcer.client'
import { useDevice } from '@/components/state/device.client'
import { syncComparatorTarget, toggleCompared, toggleFavourite, useIsCompared, useIsFavourite } from '@/components/state/stores.client'
import { notify } from '@/components/state/toast.client'
import { COMPARATOR_ANNOUNCEMENTS, languageAround } from './announcements'
import styles from './Shortlist.module.css'
import Check from 'lucide-react/icons/check'
import Columns2 from 'lucide-react/icons/columns-2'
import Heart from 'lucide-react/icons/heart'

export type ShortlistMessages = { compare: Messages['discovery']['compare']; favourites: Messages['discovery']['favourites'] }

/** One id for every limit toast: a second refusal replaces the toast on screen rather than stacking another (decision 102). */
export const LIMIT_TOAST_ID = 'comparator-limit'

/** The limit toast of spec §8 (3 on mobile, 5 otherwise). */
export function limitMessage(m: ShortlistMessages['compare'], mobile: boolean): string {
  return mobile ? m.limitMobile : m.limitDesktop
}

type ToggleProps = {
  target: Target
  productId: number
  name: string
  m: ShortlistMessages
  /** Address of the comparator of the audience, offered in the limit toast. */
  comparatorHref: string
}

/**
 * Compare toggle of a product. One name, « Comparer {name} », whatever its state: the state is
 * aria-pressed (a check instead of the columns, and the filled button, on screen), and the
 * page's live region (the layout's Announcer) says what a press did (« {name} est dans le comparateur. »). The comparator
 * refuses a 4th (mobile) or 6th product with one toast (never one per card nor a stack of
 * them) that links to the comparator; the comparator of another audience is emptied first.
 */
export function CompareToggle({ target, productId, name, m, comparatorHref }: ToggleProps) {
  const compared = useIsCompared(target, productId)
  const device = useDevice()

  useEffect(() => {
    syncComparatorTarget(target)
  }, [target])

  function onCompare(event: MouseEvent<HTMLButtonElement>) {
    syncComparatorTarget(target)
    const outcome = toggleCompared(target, productId, comparatorLimit(device.mobile))
    if (outcome === 'limit') {
      // The toast is the one announcement of a refusal.
      notify({
        type: 'danger',
        id: LIMIT_TOAST_ID,
        message: limitMessage(m.compare, device.mobile),
        action: { label: m.compare.limitAction, href: comparatorHref },
      })
      return
    }
    const text = COMPARATOR_ANNOUNCEMENTS[languageAround(event.currentTarget)]
    // Said by the page's one live region (a region per card would fill a listing with them).
    announce(format(outcome === 'added' ? text.added : text.removed, { name }))
  }

  return (
    <>
      <button type="button" className={styles.compare} aria-pressed={compared} onClick={onCompare} data-testid="compare-toggle">
        {compared ? <Check aria-hidden="true" focusable="false" size={18} /> : <Columns2 aria-hidden="true" focusable="false" size={18} />}
        <span>{m.compare.add}</span>
        <span className="visually-hidden"> {name}</span>
      </button>
    </>
  )
}

/**
 * Favourite toggle of a product: a heart, named for the product in its label. One name,
 * « Favori : {name} », whatever its state, as the compare toggle keeps « Comparer {name} »: the
 * state is aria-pressed (« Favori : X, bouton bascule, enfoncé »), and the filled heart on
 * screen. A name that turned into « Retirer X de mes favoris » once pressed was read with the
 * state as well (« Retirer X…, enfoncé »), two answers to one question. The favourites page's
 * « Retirer X de mes favoris » is an action, not a toggle, and keeps its name.
 */
export function FavouriteToggle({
  productId,
  name,
  m,
  className,
}: {
  productId: number
  name: string
  m: ShortlistMessages['favourites']
  className?: string
}) {
  const favourite = useIsFavourite(productId)
  return (
    <button
      type="button"
      className={className ? `${styles.favourite} ${className}` : styles.favourite}
      aria-pressed={favourite}
      aria-label={format(m.toggle, { name })}
      onClick={() => toggleFavourite(productId)}
      data-testid="favourite-toggle"
    >
      <Heart aria-hidden="true" focusable="false" size={20} fill={favourite ? 'currentColor' : 'none'} />
    </button>
  )
}

/** Compare and favourite toggles side by side (the product page). */
export function ShortlistButtons({ size = 'small', ...props }: ToggleProps & { size?: 'small' | 'large' }) {
  return (
    <div className={`${styles.buttons} ${size === 'large' ? styles.large : ''}`}>
      <CompareToggle {...props} />
      <FavouriteToggle productId={props.productId} name={props.name} m={props.m.favourites} />
    </div>
  )
}
