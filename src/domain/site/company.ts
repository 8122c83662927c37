import { euroAmountInLocale } from '@/domain/format/price'
import { keepNumbersTogether } from '@/domain/format/units'
import type { Locale } from '@/domain/routing/types'
import type { SettingValue, SiteSettings } from './types'

/** The company's identity as the footer shows it, read from the settings `company_*` (decision 101). */
export interface CompanyIdentity {
  legalName: string
  /** "société par actions simplifiée au capital de 4 500 000 €" parts; null when not set. */
  legalForm: string | null
  capital: string | null
  rcs: string | null
  /** Head office: street line, then "41000 Blois"; null when the address is not set. */
  address: { street: string; locality: string } | null
  plants: { town: string; makes: string | null }[]
}

const byKey = (values: readonly SettingValue[] | undefined, key: string): string | null => {
  const value = values?.find((entry) => entry.key === key)?.value?.trim()
  return value ? value : null
}

/**
 * The identity, or null when the settings name no company (the footer then shows only the brand).
 * The share capital, kept as French text (« 4 500 000 € »), is written the page's way
 * (« €4,500,000 » in English).
 */
export function companyIdentity(settings: SiteSettings, locale: Locale = 'fr'): CompanyIdentity | null {
  const legal = settings.byCode.company_legal
  const legalName = byKey(legal, 'name')
  if (legalName === null) return null
  const address = settings.byCode.company_address
  const street = byKey(address, 'street')
  // "41000 Blois" stays on one line, as the numbers of the capital and the register do.
  const locality = [byKey(address, 'postcode'), byKey(address, 'city')].filter((part) => part !== null).join('\u00a0')
  const capital = byKey(legal, 'capital')
  const rcs = byKey(legal, 'rcs')
  return {
    legalName,
    legalForm: byKey(legal, 'form'),
    capital: capital === null ? null : keepNumbersTogether(euroAmountInLocale(capital, locale)),
    rcs: rcs === null ? null : keepNumbersTogether(rcs),
    address: street !== null && locality !== '' ? { street, locality } : null,
    plants: (settings.byCode.company_plants ?? [])
      .filter((entry) => entry.value.trim() !== '')
      .map((entry) => ({ town: entry.value.trim(), makes: entry.label?.trim() || null })),
  }
}
