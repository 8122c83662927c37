import 'server-only'
import { cached } from './cache'
import type { CmsPage } from '@/domain/content/types'
import type { Locale, Target } from '@/domain/routing/types'
import type { Page as PageDoc } from '@/payload-types'
import { TAGS } from '@/freshness'
import { fillFaqExtracts, mapBlocks } from './blocks'
import { getFaq } from './content'
import { mapImage } from './mappers'
import { payloadClient } from './payload'
import { storedTags } from '@/domain/content/tags'

export function mapPage(doc: PageDoc, target: Target, locale: Locale): CmsPage {
  const blocks = mapBlocks(doc.layout, target, locale)
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    type: doc.type,
    targets: (doc.targets ?? []) as Target[],
    excerpt: doc.excerpt ?? null,
    cover: mapImage(doc.cover),
    publishedAt: doc.publishedAt ?? null,
    tags: storedTags(doc.tags),
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
  if (!doc) return null
  const page = mapPage(doc, target, locale)
  return withFaq(page, target, locale)
}

/** Pages with an FAQ extract by tag read the FAQ (cached, tag `faq`). */
export async function withFaq<T extends { blocks: CmsPage['blocks'] }>(page: T, target: Target, locale: Locale): Promise<T> {
  if (!page.blocks.some((block) => block.kind === 'faqExtract')) return page
  return { ...page, blocks: fillFaqExtracts(page.blocks, await getFaq(target, locale)) }
}

/** A published CMS page of a plan, found by its URL slug (spec §2: catch-all). */
export function getPageBySlug(target: Target, locale: Locale, slug: string): Promise<CmsPage | null> {
  return cached(() => loadPage(target, locale, slug), ['page', target, locale, slug], [TAGS.pages, TAGS.faq])
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
  return docs.map((d) => ({
    id: d.id,
    slug: d.slug,
    title: d.title,
    type: d.type,
    targets: (d.targets ?? []) as Target[],
    updatedAt: d.updatedAt,
  }))
}

/** Every published page (slug, title, type, audiences): sitemap and site map page. */
export function getPageIndex(locale: Locale) {
  return cached(() => loadPageIndex(locale), ['page-index', locale], [TAGS.pages])
}
