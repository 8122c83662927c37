'use client'
import { useEffect, useState } from 'react'
import styles from './SiteChrome.module.css'
import ArrowUp from 'lucide-react/icons/arrow-up'

/** Spec §9: the button shows past 800 px; the scroll to `topPage` lasts 500 ms, linear. */
export const GO_TOP_THRESHOLD_PX = 800
export const SCROLL_DURATION_MS = 500

function scrollToTop(fromKeyboard: boolean) {
  const anchor = document.getElementById('topPage')
  const done = () => {
    // Keyboard users continue from the top of the page (first skip link).
    if (!fromKeyboard) return
    const first = document.querySelector<HTMLElement>('[data-skip-links] a')
    first?.focus({ preventScroll: true })
  }
  const start = window.scrollY
  const end = anchor ? anchor.getBoundingClientRect().top + start : 0
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || start === end) {
    window.scrollTo({ top: end, behavior: 'instant' })
    done()
    return
  }
  const began = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL_DURATION_MS)
    window.scrollTo({ top: start + (end - start) * progress, behavior: 'instant' })
    if (progress < 1) requestAnimationFrame(step)
    else done()
  }
  requestAnimationFrame(step)
}

/** Phones and tablets (the mobile toolbar's breakpoint, spec §9). */
const NARROW_QUERY = '(max-width: 1024px)'
/** Scroll moves shorter than this keep the direction as it was (a finger's jitter). */
const DIRECTION_SLOP_PX = 8

/**
 * Shown past the threshold, except while the footer is in view (issue 22): the footer has its
 * own "back to top" link, and the button would cover the footer's links. On phones and
 * tablets it shows only while the reader scrolls back up (decision 107): reading down, no
 * button floats over the text; going back up is when the way to the top is wanted.
 */
export function GoTop({ label }: { label: string }) {
  const [scrolled, setScrolled] = useState(false)
  const [footerSeen, setFooterSeen] = useState(false)
  const [goingDown, setGoingDown] = useState(false)
  useEffect(() => {
    let frame = 0
    let lastY = window.scrollY
    const narrow = window.matchMedia(NARROW_QUERY)
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const y = window.scrollY
        setScrolled(y > GO_TOP_THRESHOLD_PX)
        if (!narrow.matches) setGoingDown(false)
        else if (Math.abs(y - lastY) >= DIRECTION_SLOP_PX) setGoingDown(y > lastY)
        else return
        lastY = y
      })
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    narrow.addEventListener('change', update)
    const footer = document.querySelector('footer a[href="#topPage"]')?.closest('footer')
    const observer =
      footer && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => setFooterSeen(entries.some((entry) => entry.isIntersecting)))
        : null
    if (footer) observer?.observe(footer)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      narrow.removeEventListener('change', update)
      observer?.disconnect()
    }
  }, [])
  const visible = scrolled && !footerSeen && !goingDown
  return (
    <a
      href="#topPage"
      className={styles.goTop}
      data-visible={visible ? 'true' : undefined}
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      data-testid="go-top"
      onClick={(event) => {
        event.preventDefault()
        // A click from the keyboard (Enter) has no pointer position: detail is 0.
        scrollToTop(event.detail === 0)
      }}
    >
      <ArrowUp aria-hidden="true" focusable="false" size={22} />
      <span className="visually-hidden">{label}</span>
    </a>
  )
}
