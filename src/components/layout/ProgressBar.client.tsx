'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { beginLoading, getInFlight, subscribeLoading } from '@/components/state/loading'
import styles from './ProgressBar.module.css'

/** Spec §9: the bar shows only for loads longer than 200 ms; it fills over 5 s at most. */
export const PROGRESS_THROTTLE_MS = 200
const NAVIGATION_TIMEOUT_MS = 15_000

/** An internal link whose click starts a client navigation (not a new tab, not the same page). */
function navigationTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null
  return url.pathname
}

/**
 * The loading indicator (spec §4): a thin bar while requests are in flight (state/loading.ts);
 * a navigation counts as one request until the new page is shown.
 */
export function ProgressBar({ label }: { label: string }) {
  const inFlight = useSyncExternalStore(subscribeLoading, getInFlight, () => 0)
  const pathname = usePathname()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let end: (() => void) | null = null
    let timer: ReturnType<typeof setTimeout> | null = null
    const onClick = (event: MouseEvent) => {
      if (!navigationTarget(event)) return
      end?.()
      end = beginLoading()
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => end?.(), NAVIGATION_TIMEOUT_MS)
    }
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('click', onClick)
      if (timer) clearTimeout(timer)
      end?.()
    }
  }, [pathname])

  useEffect(() => {
    if (inFlight === 0) {
      const hide = setTimeout(() => setVisible(false), 0)
      return () => clearTimeout(hide)
    }
    const show = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS)
    return () => clearTimeout(show)
  }, [inFlight])

  return (
    <div className={styles.bar} data-active={visible ? 'true' : undefined} role="progressbar" aria-label={label} aria-hidden={visible ? undefined : true} aria-busy={visible}>
      <span />
    </div>
  )
}
