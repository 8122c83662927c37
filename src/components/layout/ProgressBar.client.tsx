'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { beginLoading, getInFlight, subscribeLoading } from '@/components/state/loading.client'
import { onLinkNavigation } from '@/components/state/navigation'
import styles from './ProgressBar.module.css'

/** Spec §9: the bar shows only for loads longer than 200 ms; it fills over 5 s at most. */
export const PROGRESS_THROTTLE_MS = 200
const NAVIGATION_TIMEOUT_MS = 15_000

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
    const stop = onLinkNavigation(() => {
      end?.()
      end = beginLoading()
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => end?.(), NAVIGATION_TIMEOUT_MS)
    })
    return () => {
      stop()
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
    <div
      className={styles.bar}
      data-active={visible ? 'true' : undefined}
      role="progressbar"
      aria-label={label}
      aria-hidden={visible ? undefined : true}
      aria-busy={visible}
    >
      <span />
    </div>
  )
}
