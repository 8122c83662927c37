'use client'
/**
 * The pack chosen on a product page, told from the pack picker (AddToCart) to the
 * packshot (PackShowcase) without tying the two components together: a DOM event.
 */
const EVENT = 'ardalis:pack-selected'

export function announcePack(reference: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: reference }))
}

export function onPackSelected(listener: (reference: string) => void): () => void {
  const handler = (event: Event) => {
    const reference = (event as CustomEvent<unknown>).detail
    if (typeof reference === 'string') listener(reference)
  }
  window.addEventListener(EVENT, handler)
  return () => window.removeEventListener(EVENT, handler)
}
