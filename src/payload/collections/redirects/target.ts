import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import { acceptedTargetRoute } from '@/domain/redirects/target'
import type { Route } from '@/domain/routing/types'

export const TARGET_SHAPE_ERROR = 'La nouvelle adresse doit commencer par « / » ou « https:// ».'
export const NO_SUCH_PAGE_ERROR = 'Cette adresse ne mène à aucune page du site.'

const published: Where = { _status: { equals: 'published' } }

/** Where the document a route names is looked for (any match will do); none for a fixed page. */
function lookups(route: Route): { collection: CollectionSlug; where: Where }[] {
  if (!route.slug) return []
  const bySlug: Where = { slug: { equals: route.slug } }
  switch (route.name) {
    case 'product':
      return [{ collection: 'products', where: bySlug }]
    case 'category':
      return [{ collection: 'categories', where: { and: [bySlug, { target: { equals: route.target } }] } }]
    case 'cmsPage':
      // Job offers answer at the same addresses, in both audiences.
      return [
        { collection: 'pages', where: { and: [bySlug, published, { targets: { contains: route.target } }] } },
        { collection: 'jobs', where: { and: [bySlug, { active: { equals: true } }] } },
      ]
    case 'dossier':
      return [{ collection: 'dossiers', where: { and: [bySlug, published, { targets: { contains: route.target } }] } }]
    default:
      return []
  }
}

/**
 * The redirect's new address (spec §2): an absolute http(s) address is taken as is; a
 * site-relative one must be an address its page accepts (the rule the committed table is
 * tested with) and, when it names a product, category, CMS page, job offer or guide, that
 * document must exist in the address's audience (published, for pages and guides).
 */
export async function validateRedirectTarget(value: unknown, req: PayloadRequest): Promise<true | string> {
  if (typeof value !== 'string') return TARGET_SHAPE_ERROR
  if (/^https?:\/\//.test(value)) return true
  if (!value.startsWith('/')) return TARGET_SHAPE_ERROR
  const route = acceptedTargetRoute(value)
  if (!route) return NO_SUCH_PAGE_ERROR
  const places = lookups(route)
  if (places.length === 0) return true
  for (const { collection, where } of places) {
    const { totalDocs } = await req.payload.count({ collection, where, req, overrideAccess: true })
    if (totalDocs > 0) return true
  }
  return NO_SUCH_PAGE_ERROR
}
