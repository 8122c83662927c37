/**
 * Characteristic values with their unit, written for people (decision 102): durations in
 * minutes, hours and days rather than raw minutes ("1440 min" reads "24 h", "2880 min"
 * "2 jours", "150 min" "2 h 30"), French decimal commas, and a non-breaking space between
 * a number and its unit so that a narrow column never leaves the unit alone on a line.
 * Pure: the product page, the filters, the comparator (through the API) and the choice
 * guide all call it.
 */
import type { Locale } from '@/domain/routing/types'

/** Non-breaking space: "24 h" never splits across two lines. */
const NBSP = '\u00a0'

/** Minutes in one unit of time; a unit not listed here is not a duration. */
const MINUTES_PER: Record<string, number> = {
  min: 1,
  mn: 1,
  h: 60,
  j: 24 * 60,
  jour: 24 * 60,
  jours: 24 * 60,
  d: 24 * 60,
  day: 24 * 60,
  days: 24 * 60,
}

const HOUR = 60
const DAY = 24 * HOUR

/** A number as the locale writes it ("2,5" in French), at most two decimals, no grouping. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2, useGrouping: false }).format(value)
}

/**
 * A duration given in minutes, for people: under an hour in minutes ("45 min"); up to two
 * days in hours and minutes ("2 h 30", "24 h", "36 h"), as drying times are printed on
 * technical sheets; from two days on, whole days ("2 jours") or, when the hours do not
 * round to a day, hours ("60 h").
 */
export function formatDuration(minutes: number, locale: Locale): string {
  const total = Math.round(minutes)
  if (total < HOUR) return `${total}${NBSP}min`
  if (total >= 2 * DAY && total % DAY === 0) {
    const days = total / DAY
    return locale === 'fr' ? `${days}${NBSP}jours` : `${days}${NBSP}days`
  }
  const hours = Math.floor(total / HOUR)
  const rest = total % HOUR
  if (rest === 0) return `${hours}${NBSP}h`
  const mm = String(rest).padStart(2, '0')
  // French writes "2 h 30"; English readers expect the minutes named ("2 h 30 min").
  return locale === 'fr' ? `${hours}${NBSP}h${NBSP}${mm}` : `${hours}${NBSP}h${NBSP}${mm}${NBSP}min`
}

/**
 * A characteristic value with its unit, for display. `value` is the stored value (a
 * decimal point, as the catalogue keeps numbers); a value that is not a number is shown
 * as it is, followed by its unit. No unit: the value, as it is.
 */
export function formatValueWithUnit(value: string, unit: string | null | undefined, locale: Locale): string {
  const trimmed = value.trim()
  if (!unit) return rateInLocale(value, locale)
  const number = /^-?\d+(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : null
  if (number === null) return `${value}${NBSP}${unit}`
  const perUnit = MINUTES_PER[unit.trim().toLowerCase()]
  if (perUnit !== undefined && number >= 0) return formatDuration(number * perUnit, locale)
  return `${formatNumber(number, locale)}${NBSP}${unit}`
}

/** A consumption typed with its unit: « 1,6 kg/m²/mm », « 0,5 L/m² par couche » (or « per coat »). */
const RATE = /^(\d+(?:[.,]\d+)?)\s*(kg|L)\/m²(\/mm|\s+par couche|\s+per coat)?$/i

/**
 * A consumption rate, the one measure the catalogue keeps as text (the characteristic
 * « Consommation »), in the page's language: « 0,5 kg/m² par couche » reads « 0.5 kg/m² per
 * coat » on an English page. Any other text is returned as it is.
 */
export function rateInLocale(value: string, locale: Locale): string {
  const match = RATE.exec(value.trim())
  if (!match?.[1] || !match[2]) return value
  const number = formatNumber(Number(match[1].replace(',', '.')), locale)
  const per = match[3]?.trim()
  const coat = per && per !== '/mm' ? (locale === 'fr' ? `${NBSP}par couche` : `${NBSP}per coat`) : ''
  return `${number}${NBSP}${match[2]}/m²${per === '/mm' ? '/mm' : ''}${coat}`
}

/** Units (and words of time) that French typography never leaves alone at the start of a line. */
const UNIT_AFTER_NUMBER = /(\d) +(?=\d|€|%|(?:m²|m³|mm|cm|km|m|kg|g|l|L|°C|µm|h|min|jours?|heures?|semaines?|mois|ans?)(?![\p{L}\p{N}]))/gu

/**
 * A text typed by staff, with the spaces French typography never breaks made non-breaking:
 * between the groups of a number ("4 500 000", "912 345 678", "01 84 60 12 34"), between a
 * number and its currency or percent sign ("4 500 000 €"), and between a number and its unit
 * ("300 m²", "3 mm", "48 h"). The text looks the same; a line just never ends inside a
 * quantity.
 */
export function keepNumbersTogether(text: string): string {
  return text.replace(UNIT_AFTER_NUMBER, `$1${NBSP}`)
}
