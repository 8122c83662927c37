/** Search hits → the items of the suggest and search answers (spec §3 field names). */
import type { SearchGroups, SearchHit } from '@/domain/search/types'
import { GROUP_TYPES, KIND_OF, type SuggestGroup, type SuggestItem } from './search'

export function toSuggestItem(hit: SearchHit): SuggestItem {
  const { doc } = hit
  const base = {
    id: doc.id,
    slug: doc.slug,
    href: doc.href,
    cover: doc.cover ?? null,
    medias: doc.sheetUrl ? [{ title: 'FICHES_QCE', url: doc.sheetUrl }] : [],
  }
  switch (doc.kind) {
    case 'product':
      return { ...base, name: doc.title, reference: doc.reference ?? '', category_name: doc.categoryName ?? null }
    case 'category':
      return { ...base, name: doc.title }
    case 'page':
      return { ...base, title: doc.title, content: doc.excerpt ?? null }
    case 'faq':
      return { ...base, name: doc.title, content: doc.excerpt ?? null }
  }
}

export function toSuggestGroups(groups: SearchGroups, only?: (typeof GROUP_TYPES)[number]): SuggestGroup[] {
  return GROUP_TYPES.filter((type) => !only || type === only).map((type) => {
    const group = groups[KIND_OF[type]]
    return { type, total: group.total, items: group.hits.map(toSuggestItem) }
  })
}
