'use client'
import { useEffect, useRef, type RefObject } from 'react'

/**
 * The focus after a product is removed from a list (the comparator, the favourites): once the
 * removal is drawn it leaves the button that went with its product for the « Retirer » now at
 * the same place (the previous one after the last), or for the empty state when none is left
 * (decision 136). `removing` is called with the product and its place just before the removal.
 */
export function useRemovalFocus(
  ids: readonly number[],
  buttons: () => ArrayLike<HTMLElement>,
  emptyState: RefObject<HTMLElement | null>,
): (id: number, index: number) => void {
  const removed = useRef<{ id: number; index: number } | null>(null)
  useEffect(() => {
    const pending = removed.current
    if (!pending || ids.includes(pending.id)) return
    removed.current = null
    if (ids.length === 0) {
      emptyState.current?.focus()
      return
    }
    const left = buttons()
    left[Math.min(pending.index, left.length - 1)]?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per change of the list
  }, [ids])
  return (id, index) => {
    removed.current = { id, index }
  }
}
