'use client'

import { useEffect, useState, type ReactNode } from 'react'
import styles from './Header.module.css'
import Menu from 'lucide-react/icons/menu'
import X from 'lucide-react/icons/x'

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
        {open ? <X aria-hidden="true" focusable="false" size={24} /> : <Menu aria-hidden="true" focusable="false" size={24} />}
        <span>{label}</span>
      </a>
      <nav id="menu" aria-label={navLabel} className={styles.nav} data-open={open ? 'true' : undefined}>
        {children}
      </nav>
    </>
  )
}
