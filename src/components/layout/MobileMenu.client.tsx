'use client'

import { useEffect, useState, type ReactNode } from 'react'
import styles from './Header.module.css'

interface MobileMenuProps {
  /** Text of the burger button. */
  label: string

  /** Accessible name of the navigation landmark. */
  navLabel: string
  children: ReactNode
}

/**
 * The burger button and the main navigation it shows on small screens (≤ 1024 px).
 * Without JavaScript the button is a link to `#menu` and CSS `:target` shows the menu.
 * The header is re-mounted on each route change, which closes the menu (spec §4);
 * Escape closes it too. Groups inside are collapsible `<details>`.
 */
export function MobileMenu({ label, navLabel, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setOpen(false)
      document.querySelector<HTMLElement>('[aria-controls="menu"]')?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  function toggle() {
    if (window.location.hash === '#menu') window.history.replaceState(null, '', window.location.pathname)
    setOpen((value) => !value)
  }
  return (
    <>
      <a
        href="#menu"
        role="button"
        className={styles.burger}
        aria-controls="menu"
        aria-expanded={open}
        data-testid="burger"
        onClick={(event) => {
          event.preventDefault()
          toggle()
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return
          event.preventDefault()
          toggle()
        }}
      >
        <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
          {open ? (
            <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4 6.4 5Z" />
          ) : (
            <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
          )}
        </svg>
        <span>{label}</span>
      </a>
      <nav id="menu" aria-label={navLabel} className={styles.nav} data-open={open ? 'true' : undefined}>
        {children}
      </nav>
    </>
  )
}
