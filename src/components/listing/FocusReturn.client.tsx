'use client'
import { usePathname } from 'next/navigation'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { clientNavigationPath } from '@/domain/browser/navigation'
import { focusKeys, focusKeySelector } from '@/domain/browser/focus-return'
import { announce } from '@/components/layout/Announcer.client'
import { forgetFocus, rememberFocus, rememberedFocus } from '@/components/layout/route-focus.client'

interface FocusReturnProps {
  className?: string
  /** Said by the site's live region once a control of this block has led here (the listing's result count). */
  announcement?: string
  children: ReactNode
}

/** Opens the `<details>` around an element (a facet's group, the phone's criteria panel), so that it can take the focus. */
function openAround(element: Element) {
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    if (!details.open) details.open = true
  }
}

/**
 * A block of links to other states of the same list (a listing's facets, sorts, chips and pages;
 * a list's tag filters), each a page of its own. A click on one remembers its `data-focus-key`
 * and `data-focus-then` (domain/browser/focus-return.ts); when the page it leads to is shown,
 * the same control there takes the focus back, before the browser paints, the `<details>` around
 * it opened (on a phone, the criteria panel stays open after a criterion ticked in it), and the
 * announcement (the new result count) is said. The scroll is left where the visitor was (the
 * links do not scroll, ListingLink). Without JavaScript the links are plain links.
 */
export function FocusReturn({ className, announcement, children }: FocusReturnProps) {
  const root = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  useLayoutEffect(() => {
    const block = root.current
    if (!block) return
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest?.('a[href]')
      if (!(control instanceof HTMLAnchorElement) || !block.contains(control)) return
      const path = clientNavigationPath(
        {
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          target: control.target,
          download: control.hasAttribute('download'),
          href: control.href,
        },
        window.location,
      )
      const keys = focusKeys(control.dataset.focusKey, control.dataset.focusThen)
      if (path && keys.length > 0) rememberFocus({ path, keys, at: Date.now() })
    }
    block.addEventListener('click', onClick, true)
    return () => block.removeEventListener('click', onClick, true)
  }, [])

  useLayoutEffect(() => {
    const block = root.current
    const keys = rememberedFocus(window.location.pathname)
    if (!block || !keys) return
    for (const key of keys) {
      const target = block.querySelector<HTMLElement>(focusKeySelector(key))
      if (!target) continue
      openAround(target)
      target.focus()
      if (document.activeElement !== target) continue
      forgetFocus()
      // The element focused reads its own words (the count, when the results start there).
      if (announcement && target.textContent?.trim() !== announcement) announce(announcement)
      return
    }
  }, [pathname, announcement])

  return (
    <div ref={root} className={className}>
      {children}
    </div>
  )
}
