'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
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
 *
 * A press changes two attributes and nothing else (issue 22's INP): both icons are in the
 * page and CSS shows the one that matches `aria-expanded`, and the Escape listener is set
 * once, so opening the menu mounts nothing and runs no effect.
 */
export function MobileMenu({ label, navLabel, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || nav.current?.dataset.open !== 'true') return
      setOpen(false)
      document.querySelector<HTMLElement>('[aria-controls="menu"]')?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
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
        <Menu className={styles.burgerMenuIcon} aria-hidden="true" focusable="false" size={24} />
        <X className={styles.burgerCloseIcon} aria-hidden="true" focusable="false" size={24} />
        <span>{label}</span>
      </a>
      <nav ref={nav} id="menu" aria-label={navLabel} className={styles.nav} data-open={open ? 'true' : undefined}>
        {children}
      </nav>
    </>
  )
}
