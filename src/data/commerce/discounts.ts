/**
 * Discount codes from the database (decision 087), mapped to the rules' `DiscountCode`.
 * System reads: a visitor never reads the collection (staff only); the site checks the code
 * a customer typed, and answers with the code's public description only.
 */
import 'server-only'
import { normalizeCode } from '@/domain/commerce/discounts'
import type { DiscountCode } from '@/domain/commerce/types'
import type { Locale, Target } from '@/domain/routing/types'
import type { DiscountCode as DiscountDoc } from '@/payload-types'
import { payloadClient } from '../payload'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

export function mapDiscount(doc: DiscountDoc): DiscountCode {
  return {
    id: doc.id,
    code: doc.code,
    kind: doc.kind,
    description: doc.description ?? '',
    value: doc.value ?? 0,
    unit: doc.unit ?? 'percent',
    freeProductId: idOf(doc.freeProduct),
    freeVariant: doc.freeVariant ?? null,
    startsAt: doc.startsAt ?? null,
    endsAt: doc.endsAt ?? null,
    targets: (doc.targets ?? []) as Target[],
    minAmount: doc.minAmount ?? 0,
    maxUses: doc.maxUses ?? null,
    used: doc.used ?? 0,
  }
}

/** The code as a customer typed it (case and spaces ignored), or null. */
export async function findDiscountByCode(raw: string, locale: Locale): Promise<DiscountCode | null> {
  const code = normalizeCode(raw)
  if (code === '') return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'discount-codes',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    locale,
    fallbackLocale: 'fr',
    overrideAccess: true,
  })
  return docs[0] ? mapDiscount(docs[0]) : null
}

export async function discountById(id: number, locale: Locale): Promise<DiscountCode | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: 'discount-codes',
    id,
    depth: 0,
    locale,
    fallbackLocale: 'fr',
    overrideAccess: true,
    disableErrors: true,
  })
  return doc ? mapDiscount(doc) : null
}
