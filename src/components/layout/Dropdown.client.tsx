'use client'
import { useEffect, useRef, type ReactNode } from 'react'

/** Desktop layout (spec §9 breakpoint): above it, dropdowns float over the page. */
const DESKTOP = '(min-width: 1025px)'
const HOVER = '(hover: hover) and (min-width: 1025px)'

interface DropdownProps {
  className?: string
  /** Exclusive group: opening one closes the others (`<details name>`). */
  name?: string
  /** Opens on hover and closes on leave (desktop with a mouse). */
  hover?: boolean
  /** The `<summary>` first, then the panel. */
  children: ReactNode
  'data-testid'?: string
}

/**
 * A `<details>` dropdown (spec §4 "Menus"): works without JavaScript and from the keyboard
 * (Enter / Space on the summary); with JavaScript it also opens on hover and closes on leave,
 * on Escape (focus back on the summary), on a click outside or on one of its links, and
 * when the focus leaves it. On small screens it is a collapsible group.
 */
export function Dropdown({ className, name, hover = true, children, ...rest }: DropdownProps) {
  const ref = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    const details = ref.current
    if (!details) return
    const matches = (query: string) => window.matchMedia(query).matches
    const close = () => {
      details.open = false
    }
    const onEnter = () => {
      if (hover && matches(HOVER)) details.open = true
    }
    const onLeave = () => {
      if (hover && matches(HOVER)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      event.stopPropagation()
      close()
      details.querySelector('summary')?.focus()
    }
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('a')) close()
    }
    const onDocumentClick = (event: MouseEvent) => {
      if (details.open && matches(DESKTOP) && !details.contains(event.target as Node)) close()
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (details.open && next && matches(DESKTOP) && !details.contains(next)) close()
    }
    details.addEventListener('mouseenter', onEnter)
    details.addEventListener('mouseleave', onLeave)
    details.addEventListener('keydown', onKeyDown)
    details.addEventListener('click', onClick)
    details.addEventListener('focusout', onFocusOut)
    document.addEventListener('click', onDocumentClick)
    return () => {
      details.removeEventListener('mouseenter', onEnter)
      details.removeEventListener('mouseleave', onLeave)
      details.removeEventListener('keydown', onKeyDown)
      details.removeEventListener('click', onClick)
      details.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('click', onDocumentClick)
    }
  }, [hover])

  return (
    <details ref={ref} name={name} className={className} data-testid={rest['data-testid']}>
      {children}
    </details>
  )
}
