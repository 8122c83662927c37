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

/**
 * Shown past the threshold, except while the footer's own "back to top" link is in view
 * (issue 22): two ways to the top would be one too many, and the button would cover it.
 */
export function GoTop({ label }: { label: string }) {
  const [scrolled, setScrolled] = useState(false)
  const [footerLinkSeen, setFooterLinkSeen] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setScrolled(window.scrollY > GO_TOP_THRESHOLD_PX))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    const footerLink = document.querySelector('footer a[href="#topPage"]')
    const observer =
      footerLink && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => setFooterLinkSeen(entries.some((entry) => entry.isIntersecting)))
        : null
    if (footerLink) observer?.observe(footerLink)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [])
  const visible = scrolled && !footerLinkSeen
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
