/**
 * Pure helpers of the catch-all page (no data access): pathname of the params,
 * "our fillers" address, product trail, URL filters to characteristic values.
 */
import { categoryTrail, filterCharacteristics } from '@/domain/catalogue/listing'
import type { Catalogue, Category, Product } from '@/domain/catalogue/types'
import { slugHref } from '@/domain/navigation/links'
import { build, parse } from '@/domain/routing/routes'
import type { Filter, Locale, Target } from '@/domain/routing/types'
import type { SiteSettings } from '@/domain/site/types'
import { settingValue } from '@/domain/site/types'
import { filterValueSlug } from '@/domain/catalogue/listing-state'
import { localizePath } from '@/domain/navigation/localize-path'

/**
 * One catch-all segment in its percent-encoded form (`parse` decodes it). Next passes
 * the segments still encoded; a decoded one (a literal "%" fails to decode) is encoded.
 */
function encodedSegment(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment))
  } catch {
    return encodeURIComponent(segment)
  }
}

/** Pathname of the catch-all params. */
export function pathnameOf(locale: string, path: readonly string[] | undefined): string {
  return `/${[locale, ...(path ?? [])].map(encodedSegment).join('/')}`
}

/** "Our fillers" address: setting link_enduit_{target} (a path after the target), else the category route. */
export function ourFillersHref(settings: SiteSettings, target: Target, locale: Locale): string {
  const setting = settingValue(settings, `link_enduit_${target}`)
  if (setting) {
    const href = /^https?:\/\//.test(setting) ? setting : setting.startsWith('/') ? setting : slugHref(setting, target, locale)
    // A French keyword in an English path (e.g. "categorie") is rebuilt in English.
    if (/^https?:\/\//.test(href)) return href
    const localized = localizePath(href)
    if (parse(localized.split(/[?#]/)[0] ?? '') !== null) return localized
  }
  return build('category', { target }, locale)
}

/** The first category of a product that belongs to the plan, with its parents (root first). */
export function productTrail(catalogue: Catalogue, product: Product): Category[] {
  const first = product.categoryIds.find((id) => catalogue.categories.some((category) => category.id === id))
  return first === undefined ? [] : categoryTrail(catalogue.categories, first)
}

/**
 * Characteristic values of URL filters (the URL holds filterValueSlug of each value).
 * Null (→ 404) for a code that is not a filter of the plan or a value that no product
 * of the plan has.
 */
export function filtersToValues(catalogue: Catalogue, filters: readonly Filter[]): Filter[] | null {
  const byCode = new Map<string, Map<string, string>>()
  for (const def of filterCharacteristics(catalogue)) byCode.set(def.technicalName, new Map())
  for (const product of catalogue.products) {
    if (!product.targets.includes(catalogue.target)) continue
    for (const characteristic of product.caracteristics) {
      const values = byCode.get(characteristic.technicalName)
      if (!values) continue
      for (const value of characteristic.values) {
        const slug = filterValueSlug(value)
        if (!values.has(slug)) values.set(slug, value)
      }
    }
  }
  const resolved: Filter[] = []
  for (const filter of filters) {
    const value = byCode.get(filter.code)?.get(filter.value)
    if (value === undefined) return null
    resolved.push({ code: filter.code, value })
  }
  return resolved
}
