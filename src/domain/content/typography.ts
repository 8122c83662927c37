import { keepNumbersTogether } from '@/domain/format/units'

/** A node of a rich text as the editor stores it: text nodes carry `text`, others `children`. */
interface RichNode {
  type?: string
  text?: unknown
  children?: unknown
  [key: string]: unknown
}

/**
 * A rich text (the editor's JSON) with every text node passed through keepNumbersTogether():
 * what staff type in pages and articles gets the same non-breaking spaces as the rest of the
 * site ("300 m²", "4 500 €"). Pure: returns a copy, the stored document is left as it is.
 */
export function richTextWithNumbersKept<T extends { root: unknown }>(state: T): T {
  return { ...state, root: walk(state.root) }
}

function walk(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node
  const current = node as RichNode
  const copy: RichNode = { ...current }
  if (current.type === 'text' && typeof current.text === 'string') copy.text = keepNumbersTogether(current.text)
  if (Array.isArray(current.children)) copy.children = current.children.map(walk)
  return copy
}
