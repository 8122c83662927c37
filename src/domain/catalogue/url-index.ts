import type { Route, Target } from '@/domain/routing/types'

/** Slugs of what exists, per audience: enough for the edge to tell a missing page. */
export interface UrlIndexData {
  product: Record<Target, string[]>
  category: Record<Target, string[]>
  page: Record<Target, string[]>
  /** Guide slugs; absent from an older index, then no guide is called missing. */
  dossier?: Record<Target, string[]>
}

export interface UrlIndex {
  /** True when the route names a product, category, CMS page or guide that does not exist in its audience. */
  isMissing(route: Route): boolean
}

export function createUrlIndex(data: UrlIndexData): UrlIndex {
  const sets = {
    product: { pro: new Set(data.product.pro), part: new Set(data.product.part) },
    category: { pro: new Set(data.category.pro), part: new Set(data.category.part) },
    page: { pro: new Set(data.page.pro), part: new Set(data.page.part) },
    dossier: data.dossier ? { pro: new Set(data.dossier.pro), part: new Set(data.dossier.part) } : null,
  }
  return {
    isMissing(route) {
      if (!route.slug) return false
      switch (route.name) {
        case 'product':
          return !sets.product[route.target].has(route.slug)
        case 'category':
          return !sets.category[route.target].has(route.slug)
        case 'cmsPage':
          return !sets.page[route.target].has(route.slug)
        case 'dossier':
          return sets.dossier !== null && !sets.dossier[route.target].has(route.slug)
        default:
          return false
      }
    },
  }
}

/** Used while the real index cannot be read: knows nothing, so it calls nothing missing. */
export const UNKNOWN_URL_INDEX: UrlIndex = { isMissing: () => false }
