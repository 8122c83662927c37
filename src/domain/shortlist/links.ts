/** Where the comparator of an audience lives, in the page's language when it has one (else French, as the header links). Pure. */
import { build, routeExists } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'

export function comparatorPath(target: Target, locale: Locale): string {
  return build('comparator', { target }, routeExists('comparator', locale) ? locale : 'fr')
}
