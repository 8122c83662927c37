import { sheetKindOf } from '@/domain/content/listing'
import { parse } from '@/domain/routing/routes'
import type { Route } from '@/domain/routing/types'

/**
 * The route of a site-relative redirect target when it is an address its page accepts, else
 * null: an address of the route table (query string and fragment aside) whose documentation
 * type, when it has one, is a type the documentation page lists. Whether the product, category,
 * page or guide it names exists is for the caller to check against the content.
 */
export function acceptedTargetRoute(to: string): Route | null {
  const route = parse(to.split(/[?#]/)[0] ?? to)
  if (!route) return null
  if (route.name === 'technicalDocumentation' && sheetKindOf(route.segment) === null) return null
  return route
}
