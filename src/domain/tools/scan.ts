/**
 * Barcode scan input (spec §4, §9): a code read by the camera or typed by hand.
 * A code shorter than 14 characters is left-padded with zeros to 14.
 */
import { GTIN_LENGTH, isValidGtin, padGtin } from '@/domain/catalogue/gtin'

export type ScanCode = { ok: true; code: string; valid: boolean } | { ok: false; reason: 'empty' | 'not_digits' | 'too_long' }

/** Digits only (spaces and dashes as typed on a keyboard are dropped), padded to 14. */
export function normalizeScanCode(raw: string): ScanCode {
  const digits = raw.replace(/[\s-]/g, '')
  if (digits === '') return { ok: false, reason: 'empty' }
  if (!/^\d+$/.test(digits)) return { ok: false, reason: 'not_digits' }
  if (digits.length > GTIN_LENGTH) return { ok: false, reason: 'too_long' }
  const code = padGtin(digits)
  return { ok: true, code, valid: isValidGtin(code) }
}
