'use client'
import Link from 'next/link'
import { useEffect, type ReactNode } from 'react'
import { syncComparatorTarget, useComparatorCount, useFavouritesCount } from '@/components/state/stores.client'
import { plural, type PluralForms } from '@/i18n/template'
import styles from './Header.module.css'
import Columns2 from 'lucide-react/icons/columns-2'
import HeartIcon from 'lucide-react/icons/heart'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'

function Heart({ filled }: { filled: boolean }) {
  return (
    <HeartIcon
      aria-hidden="true"
      focusable="false"
      size={22}
      data-filled={filled ? 'true' : 'false'}
      fill={filled ? 'currentColor' : 'none'}
    />
  )
}

function CompareIcon() {
  return <Columns2 aria-hidden="true" focusable="false" size={22} />
}

/** Header favourites button: the heart is filled when favourites exist (spec §2). */
export function FavouritesLink({ href, label, countLabel }: { href: string; label: string; countLabel: PluralForms }) {
  const count = useFavouritesCount()
  return (
    <Link href={href} prefetch={false} className={styles.iconLink} data-testid="header-favourites" data-count={count}>
      <Heart filled={count > 0} />
      <span className={styles.iconLabel}>{label}</span>
      {count > 0 ? <span className="visually-hidden"> – {plural(countLabel, count)}</span> : null}
    </Link>
  )
}

/** Count badge of the comparator, shown when products are compared. */
function Badge({ count, countLabel, testId }: { count: number; countLabel: PluralForms; testId: string }) {
  if (count === 0) return null
  return (
    <span className={styles.badge} data-testid={testId}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> – {plural(countLabel, count)}</span>
    </span>
  )
}

/** The compare link of the main navigation, with the number of compared products. */
export function CompareLink({
  href,
  label,
  countLabel,
  target,
  className,
}: {
  href: string
  label: string
  countLabel: PluralForms
  target: string
  className?: string
}) {
  const count = useComparatorCount(target)
  return (
    <Link href={href} prefetch={false} className={className} data-testid="nav-compare">
      <CompareIcon />
      {label}
      <Badge count={count} countLabel={countLabel} testId="nav-compare-count" />
    </Link>
  )
}

export interface ToolbarTile {
  key: 'compare' | 'favourites' | 'distributors' | 'contact'
  href: string
  label: string
}

/**
 * Mobile toolbar (spec §2): compare with a count badge, favourites, distributors, contact;
 * the scan button sits in the middle (decision 107).
 */
export function MobileToolbar({
  tiles,
  label,
  countLabel,
  target,
  scan,
}: {
  tiles: ToolbarTile[]
  label: string
  countLabel: PluralForms
  target: string
  /** The scan tile, a button, placed after the first half of the tiles. */
  scan?: ReactNode
}) {
  const count = useComparatorCount(target)
  const favourites = useFavouritesCount()
  return (
    <nav aria-label={label} className={styles.toolbar} data-prefetch>
      <ul>
        {tiles.map((tile, index) => [
          scan && index === Math.ceil(tiles.length / 2) ? (
            <li key="scan" className={styles.scanSlot}>
              {scan}
            </li>
          ) : null,
          <li key={tile.key}>
            <Link href={tile.href} prefetch={false} className={styles.tile} data-testid={`toolbar-${tile.key}`}>
              <ToolbarIcon name={tile.key} filled={favourites > 0} />
              <span>{tile.label}</span>
              {tile.key === 'compare' ? <Badge count={count} countLabel={countLabel} testId="toolbar-compare-count" /> : null}
            </Link>
          </li>,
        ])}
      </ul>
    </nav>
  )
}

function ToolbarIcon({ name, filled }: { name: ToolbarTile['key']; filled: boolean }) {
  if (name === 'compare') return <CompareIcon />
  if (name === 'favourites') return <Heart filled={filled} />
  const Icon = name === 'distributors' ? MapPin : Mail
  return <Icon aria-hidden="true" focusable="false" size={22} />
}

/** Spec §2: the comparator of another audience is emptied when the audience changes. */
export function AudienceSync({ target }: { target: string }) {
  useEffect(() => {
    syncComparatorTarget(target)
  }, [target])
  return null
}
