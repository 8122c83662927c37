import { GROUP_TYPES, type GroupType } from '@/domain/api/search'

/**
 * The tab a results address opens on when it names none (no `_TYPE__` segment): the first type,
 * in the tabs' order, that has results, as the header's suggestion box does; products when none
 * has (decision 133). An address that selects among products (a filter, a sort, a page past the first: the
 * products listing's own links) stays on the products, whatever their count.
 */
export function defaultResultsType(totals: Readonly<Record<GroupType, number>>, selectsProducts: boolean): GroupType {
  if (selectsProducts) return 'products'
  return GROUP_TYPES.find((type) => totals[type] > 0) ?? 'products'
}
