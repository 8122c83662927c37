/**
 * Tiny builder for the Lexical JSON stored by Payload's rich-text fields.
 * Only what the demo pages need: paragraphs (with bold runs), headings and lists.
 */

export interface LexicalText {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}

export interface LexicalElement {
  type: string
  version: 1
  format: ''
  indent: 0
  direction: 'ltr'
  children: (LexicalElement | LexicalText)[]
  [key: string]: unknown
}

export interface LexicalRoot {
  root: {
    type: 'root'
    format: ''
    indent: 0
    version: 1
    direction: 'ltr'
    children: LexicalElement[]
  }
}

const FORMAT_BOLD = 1

function text(value: string, format = 0): LexicalText {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

function element(type: string, children: (LexicalElement | LexicalText)[], extra: Record<string, unknown> = {}): LexicalElement {
  return { type, format: '', indent: 0, version: 1, direction: 'ltr', ...extra, children }
}

/** A link (Payload's link node, custom address): `[label](href)` in the authoring format. */
function link(label: string, url: string): LexicalElement {
  return element('link', [text(label)], { fields: { linkType: 'custom', url, newTab: false } })
}

/** Inline runs: `**bold**` segments become bold text nodes, `[label](href)` links. */
function runs(value: string): (LexicalText | LexicalElement)[] {
  const parts = value.split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g).filter((part) => part.length > 0)
  return parts.map((part) => {
    if (part.startsWith('**') && part.endsWith('**')) return text(part.slice(2, -2), FORMAT_BOLD)
    const linked = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
    return linked ? link(linked[1] ?? '', linked[2] ?? '') : text(part)
  })
}

export function paragraph(value: string): LexicalElement {
  return element('paragraph', runs(value), { textFormat: 0, textStyle: '' })
}

export function heading(value: string, tag: 'h2' | 'h3' = 'h2'): LexicalElement {
  return element('heading', runs(value), { tag })
}

export function bulletList(items: readonly string[]): LexicalElement {
  return element(
    'list',
    items.map((item, index) => element('listitem', runs(item), { value: index + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )
}

export function numberedList(items: readonly string[]): LexicalElement {
  return element(
    'list',
    items.map((item, index) => element('listitem', runs(item), { value: index + 1 })),
    { listType: 'number', start: 1, tag: 'ol' },
  )
}

export function root(children: LexicalElement[]): LexicalRoot {
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } }
}

/**
 * Compact authoring format: one string per block. `## Title` is a h2, `### Title` a h3,
 * lines starting with `- ` form a bullet list, `1. ` a numbered list, anything else a paragraph.
 */
export function fromLines(lines: readonly string[]): LexicalRoot {
  const children: LexicalElement[] = []
  let bullets: string[] = []
  let numbers: string[] = []
  const flush = (): void => {
    if (bullets.length > 0) children.push(bulletList(bullets))
    if (numbers.length > 0) children.push(numberedList(numbers))
    bullets = []
    numbers = []
  }
  for (const line of lines) {
    if (line.startsWith('- ')) {
      if (numbers.length > 0) flush()
      bullets.push(line.slice(2))
      continue
    }
    const numbered = /^\d+\. (.*)$/.exec(line)
    if (numbered) {
      if (bullets.length > 0) flush()
      numbers.push(numbered[1] ?? '')
      continue
    }
    flush()
    if (line.startsWith('### ')) children.push(heading(line.slice(4), 'h3'))
    else if (line.startsWith('## ')) children.push(heading(line.slice(3), 'h2'))
    else children.push(paragraph(line))
  }
  flush()
  return root(children)
}
