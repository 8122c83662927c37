import { apiGet } from '@/server/http/api-handler'
import { findScannedVariant } from '@/data/scan'
import { ENDPOINTS } from '@/domain/api/endpoints'
import { notFound } from '@/domain/api/errors'
import { toProduct, toVariant } from '@/domain/api/map'
import { padGtin } from '@/domain/catalogue/gtin'
import { limitAddress } from '@/server/http/limits'

/** GET /api/v1/product/scan/{code} — spec §4, §7: the code is left-padded with zeros to 14 digits. */
export const GET = apiGet(ENDPOINTS.productScan, async ({ request, params, ctx }) => {
  await limitAddress(request, 'scan')
  const code = padGtin(params.code)
  const found = await findScannedVariant(code, ctx.target, ctx.locale)
  if (!found) throw notFound(`Aucun produit pour le code-barres ${code}`)
  const { catalogue, product, variant, targets } = found
  return { data: { product: toProduct(catalogue, product), item: toVariant(variant, ctx.target, product), error: null, targets } }
})

// Answers depend on the path: never prerendered at build.
export const dynamic = 'force-dynamic'
