import { getCatalogue } from '@/data/catalogue'
import { getDossiers } from '@/data/content'
import { getJobs } from '@/data/forms'
import { getPageIndex } from '@/data/pages'
import type { UrlIndexData } from '@/domain/catalogue/url-index'
import { TARGETS } from '@/domain/routing/types'
import { internalOnly, isInternalRequest } from '@/edge/internal-token'

/** Slugs of the products, categories, pages and guides of each audience, for the edge. Not public. */
export async function GET(request: Request): Promise<Response> {
  if (!isInternalRequest(request)) return internalOnly()
  const pages = await getPageIndex('fr')
  // Job offers answer at the page level too (same for both audiences).
  const jobs = (await getJobs()).map((job) => job.slug)
  const data: UrlIndexData = {
    product: { pro: [], part: [] },
    category: { pro: [], part: [] },
    page: { pro: [], part: [] },
    dossier: { pro: [], part: [] },
  }
  for (const target of TARGETS) {
    const catalogue = await getCatalogue(target, 'fr')
    data.product[target] = catalogue.products.map((p) => p.slug)
    data.category[target] = catalogue.categories.map((c) => c.slug)
    data.page[target] = [...pages.filter((p) => p.targets.includes(target)).map((p) => p.slug), ...jobs]
    if (data.dossier) data.dossier[target] = (await getDossiers(target, 'fr')).map((d) => d.slug)
  }
  return Response.json(data, { headers: { 'cache-control': 'no-store' } })
}

export const dynamic = 'force-dynamic'
