import 'server-only'
import type { FaqEntry, PageBlock } from '@/domain/content/types'
import { mapRichTextLinks } from '@/domain/content/links'
import { inLocale, slugHref } from '@/domain/navigation/links'
import { localizePath } from '@/domain/navigation/localize-path'
import type { Locale, Target } from '@/domain/routing/types'
import type { Faq as FaqDoc, Page as PageDoc } from '@/payload-types'
import { mapDocument, mapImage } from './mappers'
import { storedTags } from '@/domain/content/tags'

type LayoutBlock = NonNullable<PageDoc['layout']>[number]

export function resolveLink(link: string, target: Target, locale: Locale): string {
  return link.startsWith('/') || /^https?:\/\//.test(link) ? inLocale(link, locale) : slugHref(link, target, locale)
}

/**
 * A link typed in rich text, in the visitor's locale when its route exists there, as the link
 * fields (decision 101); French keywords under `/en` are rebuilt first, since the rich-text
 * renderer writes the address as it is (no SmartLink). The audience is decided at render
 * (decision 130, src/loaders/resolve.ts).
 */
export function richTextLink(url: string, locale: Locale): string {
  return inLocale(localizePath(url), locale)
}

export function mapFaq(doc: FaqDoc): FaqEntry {
  return {
    id: doc.id,
    question: doc.question,
    answer: doc.answer,
    tags: storedTags(doc.tags),
    targets: (doc.targets ?? []) as Target[],
    order: doc.order ?? 0,
  }
}

const present = <T>(value: T | null): value is T => value !== null

/** Blocks of a page or a dossier (depth 1) as the site renders them. */
export function mapBlocks(layout: readonly LayoutBlock[] | null | undefined, target: Target, locale: Locale): PageBlock[] {
  return (layout ?? []).flatMap((b, index): PageBlock[] => {
    const id = b.id ?? `${b.blockType}-${index}`
    switch (b.blockType) {
      case 'richText':
        return [{ kind: 'richText', id, content: mapRichTextLinks(b.content, (url) => richTextLink(url, locale)) }]
      case 'image':
        return [{ kind: 'image', id, image: mapImage(b.image), caption: b.caption ?? null }]
      case 'pushes':
        return [
          {
            kind: 'pushes',
            id,
            title: b.title ?? null,
            items: (b.items ?? []).map((p) => ({
              titre: p.titre,
              text: p.text ?? null,
              visuel: mapImage(p.visuel),
              href: p.link ? resolveLink(p.link, target, locale) : null,
              labelLink: p.label_link ?? null,
            })),
          },
        ]
      case 'cta':
        return [{ kind: 'cta', id, text: b.text, label: b.label, href: resolveLink(b.link, target, locale) }]
      case 'video':
        return [{ kind: 'video', id, title: b.title, youtubeId: b.youtubeId, caption: b.caption ?? null }]
      case 'downloads':
        return [
          { kind: 'downloads', id, title: b.title ?? null, documents: (b.documents ?? []).map((d) => mapDocument(d)).filter(present) },
        ]
      case 'faqExtract': {
        const chosen = (b.questions ?? []).flatMap((q) => (typeof q === 'object' && q !== null ? [mapFaq(q)] : []))
        return [
          {
            kind: 'faqExtract',
            id,
            title: b.title ?? null,
            tag: storedTags([b.tag])[0] ?? null,
            limit: b.limit ?? 5,
            entries: chosen.filter((e) => e.targets.includes(target)),
          },
        ]
      }
      case 'testimonies':
        return [
          {
            kind: 'testimonies',
            id,
            title: b.title ?? null,
            items: (b.items ?? []).map((t) => ({ quote: t.quote, author: t.author, role: t.role ?? null })),
          },
        ]
      case 'slider':
        return [
          {
            kind: 'slider',
            id,
            title: b.title ?? null,
            slides: (b.slides ?? []).map((s) => ({
              image: mapImage(s.image),
              title: s.title,
              text: s.text ?? null,
              href: s.link ? resolveLink(s.link, target, locale) : null,
              label: s.label_link ?? null,
            })),
          },
        ]
      default:
        return []
    }
  })
}

/** FAQ extracts without chosen questions show the first questions of their tag. */
export function fillFaqExtracts(blocks: PageBlock[], faq: readonly FaqEntry[]): PageBlock[] {
  return blocks.map((block) => {
    if (block.kind !== 'faqExtract') return block
    if (block.entries.length > 0) return { ...block, entries: block.entries.slice(0, block.limit) }
    const entries = faq.filter((entry) => block.tag === null || entry.tags.includes(block.tag)).slice(0, block.limit)
    return { ...block, entries }
  })
}
