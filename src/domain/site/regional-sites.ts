/**
 * The other countries' sites of the header's "Countries" menu and the footer (setting
 * `regional_sites`: one value per site, its address, its country code as key, and a label
 * that the staff may write in each language).
 */

/** What the settings hold for one site, read in the page's language. */
export interface RegionalSiteEntry {
  /** The site's address. */
  url: string
  /** Country code (ISO 3166-1 alpha-2, e.g. `BE`; `UK` is read as `GB`). */
  key: string | null
  /** The label written in the page's language, null when the staff left it empty. */
  label: string | null
  /** The label of the default language (French), shown when nothing better names the country. */
  defaultLabel: string | null
}

export interface RegionalSite {
  code: string
  label: string
  url: string
}

const REGION_CODE = /^[A-Za-z]{2}$/
const displayNames = new Map<string, Intl.DisplayNames>()

function regionNames(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    displayNames.set(locale, names)
  }
  return names
}

/**
 * A country's name in a language from its two-letter code (the names of Unicode's CLDR,
 * which Node's ICU carries): `countryName('AE', 'fr')` is « Émirats arabes unis ». Null for
 * anything that names no country (`ZZ` is ICU's "unknown region").
 */
export function countryName(code: string | null | undefined, locale: string): string | null {
  const region = code?.trim().toUpperCase() ?? ''
  if (!REGION_CODE.test(region) || region === 'ZZ') return null
  try {
    return regionNames(locale).of(region) ?? null
  } catch {
    return null
  }
}

const filled = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null)

/**
 * The sites in the staff's order, each named in the page's language: the label written in
 * that language, else the country's name from its code, else the default language's label,
 * else the code, else the address.
 */
export function regionalSites(entries: readonly RegionalSiteEntry[], locale: string): RegionalSite[] {
  return entries.map((entry) => ({
    code: entry.key ?? '',
    label: filled(entry.label) ?? countryName(entry.key, locale) ?? filled(entry.defaultLabel) ?? filled(entry.key) ?? entry.url,
    url: entry.url,
  }))
}
