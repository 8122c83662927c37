import { apiGet } from '@/server/http/api-handler'
import { getCatalogue } from '@/data/catalogue'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { notFound } from '@/domain/api/errors'
import { categoryParents, findCategory, toCategory, toCategoryRef } from '@/domain/api/map'

/** GET /api/v1/category/{id} — id or slug, with its parent chain and direct sub-categories. */
export const GET = apiGet(ENDPOINTS.categoryGet, async ({ params, ctx }) => {
  const catalogue = await getCatalogue(ctx.target, ctx.locale)
  const category = findCategory(catalogue, params.id)
  if (!category) throw notFound(`Catégorie introuvable : ${params.id}`)
  const { children = [], ...rest } = toCategory(catalogue, category, 1)
  return { data: { ...rest, children, parents: categoryParents(catalogue, category.id).map((c) => toCategoryRef(catalogue, c)) } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
