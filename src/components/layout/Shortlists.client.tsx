'use client'
import Link from 'next/link'
import { useEffect } from 'react'
import { syncComparatorTarget, useComparator, useFavourites } from '@/components/state/stores.client'
import styles from './Header.module.css'

function format(template: string, count: number): string {
  return template.replace('{count}', String(count))
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" data-filled={filled ? 'true' : 'false'}>
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.4-9.2-9.3C1.7 7.9 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.6 3.4 4.5 6.7-1.7 4.9-9.2 9.3-9.2 9.3Z"
      />
    </svg>
  )
}

function CompareIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M10 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5v2h2V1h-2v2Zm0 15H5l5-6v6Zm9-15h-5v2h5v13l-5-6v9h5a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Z"
      />
    </svg>
  )
}

/** Header favourites button: the heart is filled when favourites exist (spec §2). */
export function FavouritesLink({ href, label, countLabel }: { href: string; label: string; countLabel: string }) {
  const { count } = useFavourites()
  return (
    <Link href={href} prefetch={false} className={styles.iconLink} data-testid="header-favourites" data-count={count}>
      <Heart filled={count > 0} />
      <span className={styles.iconLabel}>{label}</span>
      {count > 0 ? <span className="visually-hidden"> – {format(countLabel, count)}</span> : null}
    </Link>
  )
}

/** Count badge of the comparator, shown when products are compared. */
function Badge({ count, countLabel, testId }: { count: number; countLabel: string; testId: string }) {
  if (count === 0) return null
  return (
    <span className={styles.badge} data-testid={testId}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> – {format(countLabel, count)}</span>
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
  countLabel: string
  target: string
  className?: string
}) {
  const { count } = useComparator(target)
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

/** Mobile toolbar (spec §2): compare with a count badge, favourites, distributors, contact. */
export function MobileToolbar({
  tiles,
  label,
  countLabel,
  target,
}: {
  tiles: ToolbarTile[]
  label: string
  countLabel: string
  target: string
}) {
  const { count } = useComparator(target)
  const favourites = useFavourites().count
  return (
    <nav aria-label={label} className={styles.toolbar} data-prefetch>
      <ul>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link href={tile.href} prefetch={false} className={styles.tile} data-testid={`toolbar-${tile.key}`}>
              <ToolbarIcon name={tile.key} filled={favourites > 0} />
              <span>{tile.label}</span>
              {tile.key === 'compare' ? <Badge count={count} countLabel={countLabel} testId="toolbar-compare-count" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function ToolbarIcon({ name, filled }: { name: ToolbarTile['key']; filled: boolean }) {
  if (name === 'compare') return <CompareIcon />
  if (name === 'favourites') return <Heart filled={filled} />
  const d =
    name === 'distributors'
      ? 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z'
      : 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 4-8 5-8-5V6l8 5 8-5v2Z'
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
      <path fill="currentColor" d={d} />
    </svg>
  )
}

/** Spec §2: the comparator of another audience is emptied when the audience changes. */
export function AudienceSync({ target }: { target: string }) {
  useEffect(() => {
    syncComparatorTarget(target)
  }, [target])
  return null
}
