import { describe, expect, it } from 'vitest'
import { blockLinks, mapBlockLinks, mapRichTextLinks } from './links'
import type { PageBlock } from './types'

const text = (value: string) => ({ type: 'text', text: value, version: 1 })
const link = (url: string, extra: Record<string, unknown> = {}) => ({
  type: 'link',
  version: 1,
  fields: { linkType: 'custom', url, newTab: false, ...extra },
  children: [text('label')],
})
const richText = (...children: unknown[]) => ({ root: { type: 'root', children: [{ type: 'paragraph', children }] } })

const BLOCKS: PageBlock[] = [
  {
    kind: 'richText',
    id: 'r',
    content: richText(text('Voir la '), link('/fr/a'), { type: 'autolink', fields: { url: '/fr/b' }, children: [] }),
  },
  { kind: 'pushes', id: 'p', title: null, items: [{ titre: 'x', text: null, visuel: null, href: '/fr/c', labelLink: null }] },
  { kind: 'pushes', id: 'q', title: null, items: [{ titre: 'y', text: null, visuel: null, href: null, labelLink: null }] },
  { kind: 'cta', id: 'c', text: 't', label: 'l', href: '/fr/d' },
  { kind: 'slider', id: 's', title: null, slides: [{ image: null, title: 's', text: null, href: '/fr/e', label: null }] },
  { kind: 'video', id: 'v', title: 'v', youtubeId: 'aaaaaaaaaaa', caption: null },
]

describe('block links', () => {
  it('lists the link fields and the rich-text links, in order', () => {
    expect(blockLinks(BLOCKS)).toStrictEqual(['/fr/a', '/fr/b', '/fr/c', '/fr/d', '/fr/e'])
  })

  it('rewrites every one of them without touching the blocks given', () => {
    const before = JSON.stringify(BLOCKS)
    const mapped = mapBlockLinks(BLOCKS, (href) => href.toUpperCase())
    expect(blockLinks(mapped)).toStrictEqual(['/FR/A', '/FR/B', '/FR/C', '/FR/D', '/FR/E'])
    expect(JSON.stringify(BLOCKS)).toBe(before)
    expect(mapped[2]).toStrictEqual(BLOCKS[2])
    expect(mapped[5]).toBe(BLOCKS[5])
  })

  it('leaves links to documents (internal), text and other nodes alone', () => {
    const content = richText(text('/fr/a'), link('/fr/b', { linkType: 'internal', doc: { relationTo: 'pages', value: 1 } }))
    expect(mapRichTextLinks(content, () => '/x')).toBe(content)
    expect(mapRichTextLinks(null, () => '/x')).toBeNull()
    expect(mapRichTextLinks({ notRoot: true }, () => '/x')).toStrictEqual({ notRoot: true })
  })

  it('shares what it does not change', () => {
    const content = richText(link('/fr/a'))
    expect(mapRichTextLinks(content, (href) => href)).toBe(content)
  })
})
