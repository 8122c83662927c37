'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { onLinkNavigation } from '@/components/state/navigation'

/**
 * The page transition `page`, mode out-in (spec §2): a click on a link to another page
 * fades the page content out; the new page fades in once it is shown and the old one
 * has finished leaving. Back and forward get the fade-in. Nothing moves with
 * `prefers-reduced-motion: reduce`.
 *
 * The animations run on `#content` with the Web Animations API (ids `page-leave` and
 * `page-enter`): the DOM and React's commits are never held back, so the new page's
 * title and content are there as soon as Next renders them (decision 041).
 *
 * The fade-out starts once the frame of the click is painted: animating `#content`'s
 * opacity gives it a layer of its own, rasterised in the frame that starts the animation,
 * which made the click wait 25–40 ms longer for its next paint on a slowed processor
 * (decision 122). A page shown before the fade-out has started is not faded out.
 */
export const PAGE_TRANSITION = { name: 'page', leaveMs: 150, enterMs: 200 } as const
/** A fade-out with no navigation behind it (a failed or cancelled one) is undone after this. */
const LEAVE_GUARD_MS = 10_000

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function content(): HTMLElement | null {
  return document.getElementById('content')
}

/** Runs `work` after the browser has painted the frame in progress; the function returned cancels it. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer) clearTimeout(timer)
  }
}

/** Cancels the fade-out a click asked for, if it has not started yet. */
function cancelPending(pending: RefObject<(() => void) | null>): void {
  pending.current?.()
  pending.current = null
}

export function PageTransition() {
  const pathname = usePathname()
  const shown = useRef(pathname)
  const leaving = useRef<Animation | null>(null)
  /** Cancels a fade-out asked for by a click and not started yet. */
  const pendingLeave = useRef<(() => void) | null>(null)

  useEffect(() => {
    let guard: ReturnType<typeof setTimeout> | null = null
    const leave = () => {
      pendingLeave.current = null
      const element = content()
      if (!element) return
      leaving.current?.cancel()
      const animation = element.animate([{ opacity: 1 }, { opacity: 0 }], {
        id: `${PAGE_TRANSITION.name}-leave`,
        duration: PAGE_TRANSITION.leaveMs,
        easing: 'ease-in',
        fill: 'forwards',
      })
      leaving.current = animation
      if (guard) clearTimeout(guard)
      guard = setTimeout(() => {
        if (leaving.current === animation) {
          animation.cancel()
          leaving.current = null
        }
      }, LEAVE_GUARD_MS)
    }
    const stop = onLinkNavigation(() => {
      if (reducedMotion()) return
      cancelPending(pendingLeave)
      pendingLeave.current = afterNextPaint(leave)
    })
    return () => {
      stop()
      cancelPending(pendingLeave)
      if (guard) clearTimeout(guard)
    }
  }, [])

  // Layout effect: the new page starts transparent, before the browser paints it.
  useLayoutEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    cancelPending(pendingLeave)
    const leave = leaving.current
    leaving.current = null
    const remaining = leave && leave.playState === 'running' ? Math.max(0, PAGE_TRANSITION.leaveMs - Number(leave.currentTime ?? 0)) : 0
    leave?.cancel()
    const element = content()
    if (!element || reducedMotion()) return
    element.animate([{ opacity: 0 }, { opacity: 1 }], {
      id: `${PAGE_TRANSITION.name}-enter`,
      duration: PAGE_TRANSITION.enterMs,
      delay: remaining,
      easing: 'ease-out',
      fill: 'backwards',
    })
  }, [pathname])

  return null
}
