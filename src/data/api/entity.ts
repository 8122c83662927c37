import 'server-only'
import { notFound } from '@/domain/api/errors'
import {
  categoryEntityRef,
  categoryParents,
  childCategories,
  findCategory,
  pageUrl,
  productCategories,
  toCategory,
  toPage,
  toProductDetail,
  categoryUrl,
  productUrl,
} from '@/domain/api/map'
import type { ApiEntity, EntityType } from '@/domain/api/schemas'
import { getCatalogue } from '@/data/catalogue'
import { getPageBySlug } from '@/data/pages'
import type { ApiContext } from './context'
import { productInPlan } from './lookups'

export interface EntityQuery {
  entity_type: EntityType
  slug: string
  depth: number
  extras?: boolean
  parents?: boolean
}

/**
 * The entity an address names (GET /url/entity):
 * - product: of the request's plan, else 400 not_available_in_this_saleplan (exist_in) or 404;
 *   its parents are the chain of its first category of the plan;
 * - category: of the request's plan (categories belong to one plan: another plan's is a 404);
 *   parents = its parent chain, children (depth 1) = its direct sub-categories;
 * - page: a published CMS page of the plan; no parents (the breadcrumb uses page_type).
 */
export async function findEntity(ctx: ApiContext, q: EntityQuery): Promise<ApiEntity> {
  const { target, locale } = ctx
  switch (q.entity_type) {
    case 'product': {
      const { catalogue, product } = await productInPlan(ctx, q.slug)
      const first = productCategories(catalogue, product)[0]
      const parents = q.parents && first ? [...categoryParents(catalogue, first.id), first].map((c) => categoryEntityRef(catalogue, c)) : []
      return {
        entity_type: 'product',
        id: product.id,
        slug: product.slug,
        name: product.name,
        url: productUrl(target, locale, product.slug),
        target,
        page_type: null,
        parents,
        children: [],
        ...(q.extras ? { extras: toProductDetail(catalogue, product) } : {}),
      }
    }
    case 'category': {
      const catalogue = await getCatalogue(target, locale)
      const category = findCategory(catalogue, q.slug)
      if (!category) throw notFound(`Catégorie introuvable : ${q.slug}`)
      return {
        entity_type: 'category',
        id: category.id,
        slug: category.slug,
        name: category.name,
        url: categoryUrl(target, locale, category.slug),
        target,
        page_type: null,
        parents: q.parents ? categoryParents(catalogue, category.id).map((c) => categoryEntityRef(catalogue, c)) : [],
        children: q.depth >= 1 ? childCategories(catalogue, category.id).map((c) => categoryEntityRef(catalogue, c)) : [],
        ...(q.extras ? { extras: toCategory(catalogue, category, q.depth) } : {}),
      }
    }
    case 'page': {
      const page = await getPageBySlug(target, locale, q.slug)
      const url = page ? pageUrl(target, locale, page.slug) : null
      if (!page || url === null) throw notFound(`Page introuvable : ${q.slug}`)
      return {
        entity_type: 'page',
        id: page.id,
        slug: page.slug,
        name: page.title,
        url,
        target,
        page_type: page.type,
        parents: [],
        children: [],
        ...(q.extras ? { extras: toPage(page, target, locale) } : {}),
      }
    }
  }
}
