import 'server-only'
import { cached } from './cache'
import type { CmsPage, PageBlock } from '@/domain/content/types'
import { inLocale, slugHref } from '@/domain/navigation/links'
import type { Locale, Target } from '@/domain/routing/types'
import type { Page as PageDoc } from '@/payload-types'
import { TAGS } from '@/payload/hooks/revalidate'
import { mapImage } from './mappers'
import { payloadClient } from './payload'

function resolveLink(link: string, target: Target, locale: Locale): string {
  return link.startsWith('/') || /^https?:\/\//.test(link) ? inLocale(link, locale) : slugHref(link, target, locale)
}

export function mapPage(doc: PageDoc, target: Target, locale: Locale): CmsPage {
  const blocks: PageBlock[] = (doc.layout ?? []).flatMap((b): PageBlock[] => {
    const id = b.id ?? `${b.blockType}-${Math.random()}`
    switch (b.blockType) {
      case 'richText':
        return [{ kind: 'richText', id, content: b.content }]
      case 'image':
        return [{ kind: 'image', id, image: mapImage(b.image), caption: b.caption ?? null }]
      case 'pushes':
        return [{
          kind: 'pushes',
          id,
          title: b.title ?? null,
          items: (b.items ?? []).map((p) => ({ titre: p.titre, text: p.text ?? null, visuel: mapImage(p.visuel), href: p.link ? resolveLink(p.link, target, locale) : null, labelLink: p.label_link ?? null })),
        }]
      case 'cta':
        return [{ kind: 'cta', id, text: b.text, label: b.label, href: resolveLink(b.link, target, locale) }]
      default:
        return []
    }
  })
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    type: doc.type,
    targets: (doc.targets ?? []) as Target[],
    excerpt: doc.excerpt ?? null,
    cover: mapImage(doc.cover),
    publishedAt: doc.publishedAt ?? null,
    tags: doc.tags ?? [],
    blocks,
    updatedAt: doc.updatedAt,
  }
}

async function loadPage(target: Target, locale: Locale, slug: string): Promise<CmsPage | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: 'fr',
    depth: 1,
    limit: 1,
    overrideAccess: false,
    where: { and: [{ slug: { equals: slug } }, { targets: { contains: target } }, { _status: { equals: 'published' } }] },
  })
  const doc = docs[0]
  return doc ? mapPage(doc, target, locale) : null
}

/** A published CMS page of a plan, found by its URL slug (spec §2: catch-all). */
export function getPageBySlug(target: Target, locale: Locale, slug: string): Promise<CmsPage | null> {
  return cached(() => loadPage(target, locale, slug), ['page', target, locale, slug], [TAGS.pages])
}

async function loadPageIndex(locale: Locale): Promise<Pick<CmsPage, 'id' | 'slug' | 'title' | 'type' | 'targets' | 'updatedAt'>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: 'fr',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    where: { _status: { equals: 'published' } },
    select: { slug: true, title: true, type: true, targets: true, updatedAt: true },
  })
  return docs.map((d) => ({ id: d.id, slug: d.slug, title: d.title, type: d.type, targets: (d.targets ?? []) as Target[], updatedAt: d.updatedAt }))
}

/** Every published page (slug, title, type, audiences): sitemap and site map page. */
export function getPageIndex(locale: Locale) {
  return cached(() => loadPageIndex(locale), ['page-index', locale], [TAGS.pages])
}
