import type { GroupType } from '@/domain/api/search'
import { RESULT_TYPE_FILTER_CODE } from '@/domain/routing/listing-address'
import { build, RouteBuildError } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'

/** The results route for a term (and a type), or null when the term cannot be a path segment. */
export function resultsHref(target: Target, locale: Locale, search: string, type: GroupType = 'products', page = 1): string | null {
  if (search === '') return null
  try {
    return build(
      'results',
      {
        target,
        search,
        ...(type === 'products' ? {} : { filters: [{ code: RESULT_TYPE_FILTER_CODE, value: type }] }),
        ...(page > 1 ? { page } : {}),
      },
      locale,
    )
  } catch (error) {
    if (error instanceof RouteBuildError) return null
    throw error
  }
}
