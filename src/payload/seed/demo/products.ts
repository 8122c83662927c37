/** The whole demo catalogue and its consistency checks. */
import { isValidGtin } from '@/domain/catalogue/gtin'
import type { Target } from '@/payload/seed/types'
import { CATEGORIES } from './categories'
import { characteristicDef } from './characteristics'
import { INTERIOR_PRODUCTS } from './products-interior'
import type { ProductDef } from './product-kit'
import { SPECIAL_PRODUCTS } from './products-special'

export const PRODUCTS: readonly ProductDef[] = [...INTERIOR_PRODUCTS, ...SPECIAL_PRODUCTS]

export function productDef(slug: string): ProductDef {
  const def = PRODUCTS.find((entry) => entry.slug === slug)
  if (!def) throw new Error(`Unknown product ${slug}`)
  return def
}

export const productsOf = (target: Target): ProductDef[] => PRODUCTS.filter((p) => p.targets.includes(target))

/** Throws on any inconsistency of the data (run by the seed and the unit test). */
export function checkCatalogue(): void {
  const errors: string[] = []
  const seen = { slug: new Set<string>(), ref: new Set<string>(), gtin: new Set<string>(), item: new Set<string>() }
  const once = (kind: keyof typeof seen, value: string): void => {
    if (seen[kind].has(value)) errors.push(`duplicate ${kind} ${value}`)
    seen[kind].add(value)
  }
  for (const p of PRODUCTS) {
    once('slug', p.slug)
    once('ref', p.ref)
    if (!/^[a-z0-9-]+$/.test(p.slug)) errors.push(`bad slug ${p.slug}`)
    for (const target of p.targets) {
      const inPlan = p.categories.some((slug) => CATEGORIES.find((c) => c.slug === slug)?.target === target)
      if (!inPlan) errors.push(`${p.slug}: no category of plan ${target}`)
    }
    for (const slug of p.categories) {
      const category = CATEGORIES.find((c) => c.slug === slug)
      if (!category) errors.push(`${p.slug}: unknown category ${slug}`)
      else if (!p.targets.includes(category.target)) errors.push(`${p.slug}: category ${slug} of a plan the product is not sold in`)
    }
    for (const variant of p.variants) {
      once('gtin', variant.gtin)
      once('item', variant.reference)
      if (variant.gtin.length !== 14 || !isValidGtin(variant.gtin)) errors.push(`${p.slug}: bad GTIN ${variant.gtin}`)
      if (variant.targets.some((t) => !p.targets.includes(t)))
        errors.push(`${p.slug}: variant ${variant.reference} for a plan the product is not sold in`)
    }
    for (const target of p.targets) {
      if (!p.variants.some((v) => v.targets.includes(target))) errors.push(`${p.slug}: no pack for ${target}`)
    }
    for (const carac of p.caracs) {
      const def = characteristicDef(carac.code)
      for (const value of carac.values) {
        if (def.kind === 'enum' && !def.values?.some((entry) => entry.slug === value))
          errors.push(`${p.slug}: ${carac.code}=${value} unknown`)
        if (def.kind === 'number' && !Number.isFinite(Number(value))) errors.push(`${p.slug}: ${carac.code}=${value} not a number`)
      }
    }
    for (const related of p.related ?? []) {
      if (!PRODUCTS.some((other) => other.slug === related)) errors.push(`${p.slug}: unknown related ${related}`)
    }
  }
  for (const target of ['pro', 'part'] as const) {
    const promoted = PRODUCTS.filter((p) => p.promotedOrder !== undefined && p.targets.includes(target))
    if (promoted.length !== 5) errors.push(`${promoted.length} promoted products for ${target} (expected 5)`)
  }
  for (const category of CATEGORIES) {
    if (!PRODUCTS.some((p) => p.categories.includes(category.slug))) errors.push(`empty category ${category.slug}`)
  }
  if (errors.length > 0) throw new Error(`Catalogue de démonstration incohérent :\n- ${errors.join('\n- ')}`)
}
