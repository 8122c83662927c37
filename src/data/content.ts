import 'server-only'
import type { Dossier, FaqEntry, Teaser } from '@/domain/content/types'
import { newestFirst } from '@/domain/content/listing'
import type { DocumentFile } from '@/domain/catalogue/types'
import { build, isDossierType } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import type { Dossier as DossierDoc } from '@/payload-types'
import { TAGS } from '@/freshness'
import { fillFaqExtracts, mapBlocks, mapFaq } from './blocks'
import { cached } from './cache'
import { mapDocument, mapImage } from './mappers'
import { payloadClient } from './payload'
import { storedTags } from '@/domain/content/tags'

const common = (locale: Locale) => ({ locale, fallbackLocale: 'fr' as const, overrideAccess: false, pagination: false as const })

async function loadFaq(target: Target, locale: Locale): Promise<FaqEntry[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...common(locale),
    collection: 'faq',
    depth: 0,
    sort: 'order',
    where: { and: [{ targets: { contains: target } }, { _status: { equals: 'published' } }] },
  })
  return docs.map(mapFaq)
}

/** Published FAQ questions of an audience, in editor order. */
export function getFaq(target: Target, locale: Locale): Promise<FaqEntry[]> {
  return cached(() => loadFaq(target, locale), ['faq', target, locale], [TAGS.faq])
}

async function loadNews(target: Target, locale: Locale): Promise<Teaser[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...common(locale),
    collection: 'pages',
    depth: 1,
    where: { and: [{ type: { equals: 'actualite' } }, { targets: { contains: target } }, { _status: { equals: 'published' } }] },
    select: { title: true, slug: true, excerpt: true, cover: true, publishedAt: true, tags: true },
  })
  return newestFirst(
    docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      href: build('cmsPage', { target, slug: doc.slug }, locale),
      excerpt: doc.excerpt ?? null,
      cover: mapImage(doc.cover),
      publishedAt: doc.publishedAt ?? null,
      tags: storedTags(doc.tags),
    })),
  )
}

/** Published news items of an audience, newest first. */
export function getNews(target: Target, locale: Locale): Promise<Teaser[]> {
  return cached(() => loadNews(target, locale), ['news', target, locale], [TAGS.pages])
}

export function mapDossier(doc: DossierDoc, target: Target, locale: Locale): Dossier {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    type: isDossierType(doc.type) ? doc.type : 'fiche-pratique',
    targets: (doc.targets ?? []) as Target[],
    tags: storedTags(doc.tags),
    excerpt: doc.excerpt ?? null,
    cover: mapImage(doc.cover),
    publishedAt: doc.publishedAt ?? null,
    blocks: mapBlocks(doc.layout, target, locale),
    updatedAt: doc.updatedAt,
  }
}

export type DossierTeaser = Teaser & { type: Dossier['type']; slug: string }

async function loadDossiers(target: Target, locale: Locale): Promise<DossierTeaser[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...common(locale),
    collection: 'dossiers',
    depth: 1,
    where: { and: [{ targets: { contains: target } }, { _status: { equals: 'published' } }] },
    select: { title: true, slug: true, type: true, excerpt: true, cover: true, publishedAt: true, tags: true },
  })
  return newestFirst(
    docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      slug: doc.slug,
      type: isDossierType(doc.type) ? doc.type : 'fiche-pratique',
      href: build('dossier', { target, slug: doc.slug }, 'fr'),
      excerpt: doc.excerpt ?? null,
      cover: mapImage(doc.cover),
      publishedAt: doc.publishedAt ?? null,
      tags: storedTags(doc.tags),
    })),
  )
}

/** Published dossiers of an audience (French routes only), newest first. */
export function getDossiers(target: Target, locale: Locale): Promise<DossierTeaser[]> {
  return cached(() => loadDossiers(target, locale), ['dossiers', target, locale], [TAGS.dossiers])
}

async function loadDossier(target: Target, locale: Locale, slug: string): Promise<Dossier | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...common(locale),
    pagination: true,
    limit: 1,
    collection: 'dossiers',
    depth: 1,
    where: { and: [{ slug: { equals: slug } }, { targets: { contains: target } }, { _status: { equals: 'published' } }] },
  })
  const doc = docs[0]
  if (!doc) return null
  const dossier = mapDossier(doc, target, locale)
  if (!dossier.blocks.some((block) => block.kind === 'faqExtract')) return dossier
  return { ...dossier, blocks: fillFaqExtracts(dossier.blocks, await getFaq(target, locale)) }
}

/** A published dossier of an audience by slug. */
export function getDossierBySlug(target: Target, locale: Locale, slug: string): Promise<Dossier | null> {
  return cached(() => loadDossier(target, locale, slug), ['dossier', target, locale, slug], [TAGS.dossiers, TAGS.faq])
}

async function loadBrochures(locale: Locale): Promise<DocumentFile[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    ...common(locale),
    collection: 'documents',
    depth: 0,
    where: { kind: { in: ['BROCHURE', 'FDES'] } },
    sort: 'title',
  })
  return docs.map((doc) => mapDocument(doc)).filter((doc): doc is DocumentFile => doc !== null)
}

/** Brochures, catalogues and environmental declarations of the downloads page. */
export function getBrochures(locale: Locale): Promise<DocumentFile[]> {
  return cached(() => loadBrochures(locale), ['brochures', locale], [TAGS.catalogue])
}
