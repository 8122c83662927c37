/**
 * The one folding of French text behind slugs (format/slug), listing filter values
 * (catalogue/listing-state) and search (search/text, catalogue/listing): lower case,
 * œ/æ ligatures expanded, accents removed, superscript digits read as digits
 * ("m²" → "m2"). Trademark signs are not letters here: they fold to nothing useful
 * and each caller decides what to do with other characters.
 */
const SUPERSCRIPT_DIGITS: Readonly<Record<string, string>> = { '⁰': '0', '¹': '1', '²': '2', '³': '3' }

export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[⁰¹²³]/g, (digit) => SUPERSCRIPT_DIGITS[digit] ?? digit)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}

/** The folded words of a text joined by `separator`: any run of characters outside [a-z0-9] separates. */
export function foldWords(text: string, separator = ' '): string {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .join(separator)
}
