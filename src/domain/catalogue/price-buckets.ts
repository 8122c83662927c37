/**
 * The price filter of the listing pages: buckets of the plan's « à partir de » price (HT
 * for professionals, TTC for private customers, decision 087), written in the address as
 * the filter `_PRIX__{slug}` like a characteristic's value (decision 077: one address per
 * selection, in the same order). Several buckets are alternatives, as a facet's values.
 */
import type { Cents } from '@/domain/commerce/types'
import type { Filter } from '@/domain/routing/types'

/** Filter code of the price buckets; never a characteristic's technical name. */
export const PRICE_FILTER_CODE = 'PRIX'

export interface PriceBucket {
  slug: string
  /** Lowest "from" price in the bucket, cents, included; null = no bound. */
  min: Cents | null
  /** Price the bucket stops below, cents, excluded; null = no bound. */
  max: Cents | null
  /** French label, the plan's basis aside (the pages take theirs from the messages). */
  label: string
}

/** The buckets in display order; they cover every price once. */
export const PRICE_BUCKETS = [
  { slug: 'moins-de-20', min: null, max: 2000, label: 'Moins de 20 €' },
  { slug: '20-a-50', min: 2000, max: 5000, label: '20 à 50 €' },
  { slug: '50-a-100', min: 5000, max: 10_000, label: '50 à 100 €' },
  { slug: 'plus-de-100', min: 10_000, max: null, label: 'Plus de 100 €' },
] as const satisfies readonly PriceBucket[]

export type PriceBucketSlug = (typeof PRICE_BUCKETS)[number]['slug']

export function isPriceBucket(value: string): value is PriceBucketSlug {
  return PRICE_BUCKETS.some((bucket) => bucket.slug === value)
}

/** The bucket of a "from" price; null for a product without a price (it is in none). */
export function priceBucketOf(price: Cents | null): PriceBucketSlug | null {
  if (price === null) return null
  const bucket = PRICE_BUCKETS.find((b) => (b.min === null || price >= b.min) && (b.max === null || price < b.max))
  return bucket?.slug ?? null
}

/**
 * A listing's filters split into the characteristics' and the price buckets, in their order;
 * null when a price value is no bucket (the page answers 404, as to an unknown filter value).
 */
export function splitPriceFilters(filters: readonly Filter[]): { filters: Filter[]; buckets: PriceBucketSlug[] } | null {
  const rest: Filter[] = []
  const buckets: PriceBucketSlug[] = []
  for (const filter of filters) {
    if (filter.code !== PRICE_FILTER_CODE) rest.push(filter)
    else if (isPriceBucket(filter.value)) buckets.push(filter.value)
    else return null
  }
  return { filters: rest, buckets }
}
