import 'server-only'
import type { CollectionSlug } from 'payload'
import { getCatalogue } from '@/data/catalogue'
import { mapImage } from '@/data/mappers'
import { payloadClient } from '@/data/payload'
import { catalogueDocs, faqDoc, pageDoc, plainText, type FaqSource, type PageSource } from '@/domain/search/documents'
import type { SearchDoc, SearchScope } from '@/domain/search/types'

/** Collection of the FAQ entries (question, answer, tags, targets); the engine works without it. */
export const FAQ_COLLECTION = 'faq'

async function pageSources(scope: SearchScope): Promise<PageSource[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale: scope.locale,
    fallbackLocale: 'fr',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    where: { and: [{ targets: { contains: scope.target } }, { _status: { equals: 'published' } }] },
  })
  return docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    excerpt: doc.excerpt ?? null,
    tags: doc.tags ?? [],
    cover: mapImage(doc.cover),
    text: (doc.layout ?? [])
      .map((block) => {
        switch (block.blockType) {
          case 'richText':
            return plainText(block.content)
          case 'pushes':
            return [block.title ?? '', ...(block.items ?? []).map((item) => `${item.titre} ${item.text ?? ''}`)].join(' ')
          case 'cta':
            return block.text
          default:
            return ''
        }
      })
      .join(' '),
  }))
}

function tagWords(tags: unknown): string[] {
  if (!Array.isArray(tags)) return typeof tags === 'string' ? [tags] : []
  return tags.flatMap((tag): string[] => {
    if (typeof tag === 'string') return [tag]
    if (tag && typeof tag === 'object') {
      const record = tag as Record<string, unknown>
      const label = record.label ?? record.name ?? record.tag ?? record.title ?? record.value
      return typeof label === 'string' ? [label] : []
    }
    return []
  })
}

async function faqSources(scope: SearchScope): Promise<FaqSource[]> {
  const payload = await payloadClient()
  if (!(FAQ_COLLECTION in payload.collections)) return []
  const { docs } = await payload.find({
    collection: FAQ_COLLECTION as CollectionSlug,
    locale: scope.locale,
    fallbackLocale: 'fr',
    depth: 1,
    pagination: false,
    overrideAccess: false,
    where: { targets: { contains: scope.target } },
  })
  return (docs as unknown as Record<string, unknown>[]).flatMap((doc): FaqSource[] => {
    const question = typeof doc.question === 'string' ? doc.question : ''
    if (typeof doc.id !== 'number' || question === '') return []
    return [{ id: doc.id, question, answer: plainText(doc.answer), tags: tagWords(doc.tags) }]
  })
}

/** Everything one plan shows in one language, as search documents. */
export async function loadSearchDocs(scope: SearchScope): Promise<SearchDoc[]> {
  const [catalogue, pages, faq] = await Promise.all([
    getCatalogue(scope.target, scope.locale),
    pageSources(scope),
    faqSources(scope).catch((error: unknown) => {
      console.error('[search] FAQ non indexée :', error)
      return []
    }),
  ])
  return [
    ...catalogueDocs(catalogue),
    ...pages.map((page) => pageDoc(page, scope.target, scope.locale)),
    ...faq.map((entry) => faqDoc(entry, scope.target, scope.locale)),
  ]
}
