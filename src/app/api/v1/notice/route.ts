import { apiGet } from '@/server/http/api-handler'
import { productInPlan } from '@/data/api/lookups'
import { getCatalogue } from '@/data/catalogue'
import { ENDPOINTS } from '@/domain/api/endpoints'
import type { ApiNotice } from '@/domain/api/schemas'
import { sheetGroups } from '@/domain/content/listing'
import { build } from '@/domain/routing/routes'

/**
 * GET /api/v1/notice — the technical notices of the plan (docs/decisions/070): the
 * sheets the technical documentation page lists, optionally of one type or one product.
 */
export const GET = apiGet(ENDPOINTS.noticeList, async ({ query, ctx }) => {
  const products =
    query.product !== undefined
      ? [(await productInPlan(ctx, query.product)).product]
      : (await getCatalogue(ctx.target, ctx.locale)).products
  const bySlug = new Map(products.map((p) => [p.slug, p]))
  const items: ApiNotice[] = sheetGroups(products, query.type).flatMap((group) =>
    group.entries.map(({ product, document }) => {
      const full = bySlug.get(product.slug)
      return {
        type: group.kind,
        label: document.title,
        url: document.url,
        filename: document.filename,
        size: document.size,
        product: {
          id: full?.id ?? 0,
          name: product.name,
          slug: product.slug,
          reference: full?.reference ?? '',
          url: build('product', { target: ctx.target, slug: product.slug }, ctx.locale),
        },
      }
    }),
  )
  return { data: { items, total: items.length } }
})

// Answers depend on the query string: never prerendered at build.
export const dynamic = 'force-dynamic'
