/**
 * Number, size and date formatting for the UI (French decimal comma, English point).
 * Pure and deterministic (fixed time zone for dates: pages are static).
 */
import type { Locale } from '@/domain/routing/types'

const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' }

/** A quantity with at most two decimals: 0,5 / 12 / 1 234,75 (fr). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(value)
}

const SIZE_UNITS: Record<Locale, readonly string[]> = {
  fr: ['o', 'Ko', 'Mo', 'Go'],
  en: ['B', 'KB', 'MB', 'GB'],
}

/** A file size in bytes: "850 Ko", "1,2 Mo" (fr) / "1.2 MB" (en), base 1024. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = SIZE_UNITS[locale]
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  const text = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: digits }).format(value)
  return `${text}\u00a0${units[unit] ?? ''}`
}

/** A calendar date, Paris time: "12 mars 2026" / "12 March 2026". Null for an invalid date. */
export function formatDate(iso: string, locale: Locale): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(
    date,
  )
}

/** `YYYY-MM-DD` of a date in Paris time, for `<time dateTime>`. */
export function isoDay(iso: string): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date)
}
