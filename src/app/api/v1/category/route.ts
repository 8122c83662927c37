import { apiGet } from '@/server/http/api-handler'
import { getCatalogue } from '@/data/catalogue'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { invalidParam } from '@/domain/api/errors'
import { childCategories, findCategory, toCategory } from '@/domain/api/map'

/** GET /api/v1/category — root categories of the plan (or the children of `parent`), `depth` levels deep. */
export const GET = apiGet(ENDPOINTS.categoryList, async ({ query, ctx }) => {
  const catalogue = await getCatalogue(ctx.target, ctx.locale)
  let parentId: number | null = null
  if (query.parent !== undefined) {
    const parent = findCategory(catalogue, query.parent)
    if (!parent) throw invalidParam('parent', `Catégorie inconnue dans ce plan de vente : ${query.parent}`)
    parentId = parent.id
  }
  const items = childCategories(catalogue, parentId).map((c) => toCategory(catalogue, c, query.depth))
  return { data: { items, total: items.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
