'use client'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { isChunkLoadError, shouldReload } from '@/domain/browser/chunk-reload'
import { canPrefetch, PREFETCH_IDLE_TIMEOUT_MS, type ConnectionInfo } from '@/domain/browser/prefetch'
import { Announcer } from './Announcer.client'
import { focusLost, focusMainContent, forgetFocus } from './route-focus.client'

const RELOAD_KEY = 'enduits:chunk-reload'

function reloadOnce() {
  let last: number | null = null
  try {
    last = Number(window.sessionStorage.getItem(RELOAD_KEY)) || null
  } catch {
    // Storage blocked: the guard then lives only for this page.
  }
  if (!shouldReload(last, Date.now(), navigator.onLine)) return
  try {
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  } catch {
    // Same.
  }
  window.location.reload()
}

/** Shown and inside the viewport (hidden menus are not prefetched). */
function onScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect()
  return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight
}

/** Links worth prefetching: the main navigation's first level and the mobile toolbar, when on screen. */
const PREFETCH_SELECTOR = '[data-prefetch] a[href^="/"]'

/**
 * Behaviour shared by every public page and kept across navigations (mounted by the
 * locale layout): reload once when a chunk fails to load (spec §4, 60 s guard) and
 * prefetch the main links at idle time, never on 2g or with data saver (spec §9). The locale
 * of the page read is remembered by the chrome of a page in every language (RememberLocale). After a client-side route change,
 * a focus left on the body goes to the start of the main content (route-focus.client.ts); the
 * polite live region that navigations speak through (`Announcer`) lives here.
 */
export function SiteRuntime() {
  const router = useRouter()
  const pathname = usePathname()
  const shown = useRef(pathname)

  // Not on the first render (the browser starts at the top of the page), nor for a change of
  // the hash or the query only (the pathname stays). The new page's effects have run: a focus
  // it placed, or a listing's control it focused again (FocusReturn), is kept; so is one placed
  // in the frame that follows. Focusing does not scroll: the scroll stays Next's.
  useEffect(() => {
    if (shown.current === pathname) return
    forgetFocus()
    const frame = requestAnimationFrame(() => {
      shown.current = pathname
      if (focusLost()) focusMainContent()
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadOnce()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce()
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
    if (!canPrefetch(connection) || !('requestIdleCallback' in window)) return
    const done = new Set<string>()
    const handle = window.requestIdleCallback(
      () => {
        for (const anchor of document.querySelectorAll<HTMLAnchorElement>(PREFETCH_SELECTOR)) {
          const path = anchor.getAttribute('href')
          if (!path || done.has(path) || anchor.target === '_blank' || path === window.location.pathname || !onScreen(anchor)) continue
          done.add(path)
          router.prefetch(path)
        }
      },
      { timeout: PREFETCH_IDLE_TIMEOUT_MS },
    )
    return () => window.cancelIdleCallback(handle)
  }, [router, pathname])

  return <Announcer />
}
