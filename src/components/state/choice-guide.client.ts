'use client'
/**
 * Opening the choice-guide modal (spec §2): a menu entry with the code `guide_de_choix`
 * or a page button calls openChoiceGuide(); the modal, mounted once, subscribes. With
 * no modal mounted the caller falls back to the guide page (return value false).
 */
type Listener = () => void
const listeners = new Set<Listener>()

export function openChoiceGuide(): boolean {
  if (listeners.size === 0) return false
  for (const listener of listeners) listener()
  return true
}

export function subscribeChoiceGuide(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
