import { apiGet } from '@/server/http/api-handler'
import { getCatalogue } from '@/data/catalogue'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { guideCharacteristics, guideFacets, listingFacets } from '@/domain/api/listing'
import { toFilters } from '@/domain/api/map'

/**
 * GET /api/v1/filters-products — the listing filters with counts, or with
 * guide_de_choix=1 the choice-guide filters in guide order (docs/decisions/023-choice-guide-filters.md).
 */
export const GET = apiGet(ENDPOINTS.filters, async ({ query, ctx }) => {
  const catalogue = await getCatalogue(ctx.target, ctx.locale)
  const input = {
    ...(query.categories ? { categories: query.categories } : {}),
    ...(query.caracteristics ? { caracteristics: query.caracteristics } : {}),
    ...(query.text ? { text: query.text } : {}),
    ...(query.price ? { price: query.price } : {}),
  }
  if (query.guide_de_choix) {
    const order = new Map(guideCharacteristics(catalogue).map((c) => [c.technicalName, c.usage[ctx.target].guideOrder ?? 0]))
    return { data: toFilters(guideFacets(catalogue, input), (name) => order.get(name) ?? 0) }
  }
  const order = new Map(catalogue.characteristics.map((c) => [c.technicalName, c.order]))
  return { data: toFilters(listingFacets(catalogue, input), (name) => order.get(name) ?? 0) }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
