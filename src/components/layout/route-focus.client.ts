'use client'
/**
 * The keyboard focus across client-side navigations (RGAA 12.8, WCAG 2.4.3; rules in
 * domain/browser/focus-return.ts). Next leaves the focus where it was, and the element that had
 * it belonged to the page just replaced: without this the focus fell to the body and the next
 * Tab started again at the skip links.
 *
 * - A listing's control remembers, on click, which control of the next page takes the focus
 *   (`FocusReturn`, which answers it as soon as that page is in the document).
 * - `SiteRuntime` then, a frame after any route change, puts a focus still lost at the start of
 *   the main content, without scrolling. A page that focuses something itself (a checkout step's
 *   heading, a form's error summary, the confirmation) has done so by then, or does it later:
 *   either way its choice stands.
 */
import { focusIsLost, intentFor, type FocusIntent } from '@/domain/browser/focus-return'

let pending: FocusIntent | null = null

/** Remembers what the click on a listing's control asks of the next page (the last click wins). */
export function rememberFocus(intent: FocusIntent): void {
  pending = intent
}

/** The keys the page at `pathname` should focus, if the last click asked for them. */
export function rememberedFocus(pathname: string): string[] | null {
  return intentFor(pending, pathname, Date.now())
}

/** Forgets the remembered click: answered, or the navigation it started has ended elsewhere. */
export function forgetFocus(): void {
  pending = null
}

/** The focus is nowhere (on the body): the page that had it is gone. */
export function focusLost(): boolean {
  return focusIsLost(document.activeElement, document.body)
}

/** Puts the focus at the start of the main content (`main#content`, focusable by script), without scrolling. */
export function focusMainContent(): boolean {
  const main = document.getElementById('content') ?? document.querySelector('main')
  if (!main) return false
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus({ preventScroll: true })
  return document.activeElement === main
}
