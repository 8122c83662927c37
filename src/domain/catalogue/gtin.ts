/** GTIN helpers (EAN-13 on consumer units, GTIN-14 on cartons). */

export const GTIN_LENGTH = 14

/** Spec §4: a code shorter than 14 characters is left-padded with zeros to 14. */
export function padGtin(code: string): string {
  const trimmed = code.trim()
  return trimmed.length >= GTIN_LENGTH ? trimmed : trimmed.padStart(GTIN_LENGTH, '0')
}

/** GS1 check digit of the digits before it (weights 3,1,3… from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

export function isValidGtin(code: string): boolean {
  if (!/^\d{8}$|^\d{12,14}$/.test(code)) return false
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1))
}

/** Builds a valid GTIN-14 from a 13-digit body (indicator + company prefix + item). */
export function makeGtin14(body13: string): string {
  if (!/^\d{13}$/.test(body13)) throw new Error('A GTIN-14 body has 13 digits')
  return body13 + String(gtinCheckDigit(body13))
}
