'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
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

/** The address shows the menu (`#menu`: the « Aller au menu » skip link, or the burger without JavaScript). */
function menuInAddress(): boolean {
  return window.location.hash === '#menu'
}

/** Takes `#menu` out of the address without a navigation, so that CSS `:target` stops showing the menu. */
function clearMenuHash() {
  if (menuInAddress()) window.history.replaceState(null, '', window.location.pathname + window.location.search)
}

/**
 * The burger button and the main navigation it shows on small screens (≤ 1024 px).
 * Without JavaScript the button is a link to `#menu` and CSS `:target` shows the menu.
 * The header is re-mounted on each route change, which closes the menu (spec §4);
 * Escape closes it too. Groups inside are collapsible `<details>`.
 *
 * The « Aller au menu » skip link leads to `#menu` too: the navigation is focusable by script
 * (`tabIndex={-1}`) and takes the focus. Once the scripts run, the open state follows the
 * address (`#menu` is open, on load and on each `hashchange`) and alone shows the menu
 * (`data-controlled` turns `:target` off: taking `#menu` out of the address without a
 * navigation leaves the element `:target`), so that the burger's `aria-expanded` says what the
 * screen shows; closing takes `#menu` out of the address. The browser moves the focus before
 * `hashchange`, while a closed menu is still hidden: the menu shown, it is given the focus.
 *
 * A press changes two attributes and nothing else (issue 22's INP): both icons are in the
 * page and CSS shows the one that matches `aria-expanded`, and the listeners are set
 * once, so opening the menu mounts nothing and runs no effect.
 */
export function MobileMenu({ label, navLabel, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [controlled, setControlled] = useState(false)
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || nav.current?.dataset.open !== 'true') return
      clearMenuHash()
      setOpen(false)
      document.querySelector<HTMLElement>('[aria-controls="menu"]')?.focus()
    }
    const onHashChange = () => {
      const shown = menuInAddress()
      flushSync(() => setOpen(shown))
      const menu = nav.current
      if (shown && menu && !menu.contains(document.activeElement)) menu.focus()
    }
    // From now on the state shows the menu, taken over from CSS `:target` in one render: opened
    // before the scripts ran (the link followed, or an address with #menu), it stays open.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, on mount: the address is read only in the browser
    setControlled(true)
    if (menuInAddress()) setOpen(true)
    document.addEventListener('keydown', onKeyDown)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [])
  function toggle() {
    clearMenuHash()
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
      <nav
        ref={nav}
        id="menu"
        tabIndex={-1}
        aria-label={navLabel}
        className={styles.nav}
        data-open={open ? 'true' : undefined}
        data-controlled={controlled ? '' : undefined}
      >
        {children}
      </nav>
    </>
  )
}
