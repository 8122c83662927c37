'use client'
import { useSyncExternalStore } from 'react'

/**
 * A polite live region that lives across navigations (mounted by `SiteRuntime`, in the locale
 * layout). A page's own `role="status"` is a new element after a client-side navigation, and a
 * live region that arrives with its text is not read: what a navigation must say (a listing's new
 * result count) is said here, in a region that was already in the document.
 */

/** The region is emptied, then written: a message equal to the last one is said again. */
const WRITE_DELAY_MS = 100
/** The message is taken out afterwards, so that no stale words wait at the end of another page. */
const CLEAR_AFTER_MS = 10_000

let message = ''
let writeTimer: ReturnType<typeof setTimeout> | null = null
let clearTimer: ReturnType<typeof setTimeout> | null = null
const listeners = new Set<() => void>()

function set(text: string) {
  message = text
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Says `text` to screen readers, politely (after what they are reading). */
export function announce(text: string): void {
  if (writeTimer) clearTimeout(writeTimer)
  if (clearTimer) clearTimeout(clearTimer)
  set('')
  writeTimer = setTimeout(() => {
    writeTimer = null
    set(text)
    clearTimer = setTimeout(() => {
      clearTimer = null
      set('')
    }, CLEAR_AFTER_MS)
  }, WRITE_DELAY_MS)
}

export function Announcer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  )
  return (
    <div role="status" className="visually-hidden" data-testid="announcer">
      {text}
    </div>
  )
}
