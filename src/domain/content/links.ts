/**
 * The addresses a page's blocks link to, read and rewritten in one place: the link fields of
 * pushes, calls to action and slides, and the links typed in rich text (Payload's `link` and
 * `autolink` nodes with an address, `fields.url`; a link to a document, `linkType: 'internal'`,
 * has no address to rewrite). Pure: returns copies, the blocks given are left as they are.
 */
import type { PageBlock } from './types'

interface RichNode {
  type?: unknown
  fields?: unknown
  children?: unknown
  [key: string]: unknown
}

/** The address of a rich-text link node, or null for any other node. */
function richLinkUrl(node: RichNode): string | null {
  if (node.type !== 'link' && node.type !== 'autolink') return null
  const fields = node.fields
  if (typeof fields !== 'object' || fields === null) return null
  const { url, linkType } = fields as { url?: unknown; linkType?: unknown }
  return linkType !== 'internal' && typeof url === 'string' ? url : null
}

function walk(node: unknown, map: (href: string) => string): unknown {
  if (typeof node !== 'object' || node === null) return node
  const current = node as RichNode
  let copy: RichNode = current
  const url = richLinkUrl(current)
  if (url !== null) {
    const mapped = map(url)
    if (mapped !== url) copy = { ...current, fields: { ...(current.fields as object), url: mapped } }
  }
  if (Array.isArray(current.children)) {
    const children = current.children.map((child: unknown) => walk(child, map))
    if (children.some((child, index) => child !== (current.children as unknown[])[index])) copy = { ...copy, children }
  }
  return copy
}

/** A rich text (the editor's JSON) with the address of each link passed through `map`; unchanged parts are shared. */
export function mapRichTextLinks(content: unknown, map: (href: string) => string): unknown {
  if (typeof content !== 'object' || content === null || !('root' in content)) return content
  const root = walk((content as { root: unknown }).root, map)
  return root === (content as { root: unknown }).root ? content : { ...content, root }
}

/** The blocks with every address they link to passed through `map` (null links stay null). */
export function mapBlockLinks(blocks: readonly PageBlock[], map: (href: string) => string): PageBlock[] {
  const link = (href: string | null): string | null => (href === null ? null : map(href))
  return blocks.map((block): PageBlock => {
    switch (block.kind) {
      case 'richText':
        return { ...block, content: mapRichTextLinks(block.content, map) }
      case 'pushes':
        return { ...block, items: block.items.map((item) => ({ ...item, href: link(item.href) })) }
      case 'cta':
        return { ...block, href: map(block.href) }
      case 'slider':
        return { ...block, slides: block.slides.map((slide) => ({ ...slide, href: link(slide.href) })) }
      default:
        return block
    }
  })
}

/** Every address the blocks link to, in order (repeats included). */
export function blockLinks(blocks: readonly PageBlock[]): string[] {
  const found: string[] = []
  mapBlockLinks(blocks, (href) => {
    found.push(href)
    return href
  })
  return found
}
