/** Narrow no-break space: French thousands separator. */
export const THOUSANDS_SEPARATOR = '\u202f'
/** No-break space between the amount and the currency symbol. */
export const CURRENCY_SEPARATOR = '\u00a0'

/**
 * French price formatting (spec §5): decimal comma, two decimals only when the
 * value has cents (or `forceDecimals`), thousands grouped with a narrow no-break
 * space (from 1 000 on), optional currency symbol after a no-break space.
 * The value is rounded to the cent first (half away from zero), so 12.001 → "12".
 * Throws a RangeError on NaN or infinite values.
 *
 *   formatPrice(12) → "12"; formatPrice(12.5) → "12,50";
 *   formatPrice(1234.5, { currencySymbol: '€' }) → "1 234,50 €" (U+202F, U+00A0)
 */
export function formatPrice(value: number, opts?: { forceDecimals?: boolean; currencySymbol?: string }): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format price ${String(value)}`)
  // toPrecision absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)))
  const units = Math.floor(cents / 100)
  const rest = cents % 100
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR)
  const decimals = rest !== 0 || opts?.forceDecimals === true ? `,${String(rest).padStart(2, '0')}` : ''
  const sign = value < 0 && cents !== 0 ? '-' : ''
  const symbol = opts?.currencySymbol ? `${CURRENCY_SEPARATOR}${opts.currencySymbol}` : ''
  return `${sign}${grouped}${decimals}${symbol}`
}

/**
 * A price as an English page writes it: decimal point, thousands grouped with a comma, the
 * symbol before the amount (« €1,234.50 »; a symbol of letters is followed by a space:
 * « CHF 36.20 »). Same rounding and decimals as `formatPrice`.
 */
export function formatPriceEnglish(value: number, opts?: { forceDecimals?: boolean; currencySymbol?: string }): string {
  const french = formatPrice(value, { forceDecimals: opts?.forceDecimals })
  const amount = french.replaceAll(THOUSANDS_SEPARATOR, ',').replace(/,(\d{2})$/, '.$1')
  const sign = amount.startsWith('-') ? '-' : ''
  const digits = sign ? amount.slice(1) : amount
  const symbol = opts?.currencySymbol ?? ''
  const gap = /^\p{L}+$/u.test(symbol) ? CURRENCY_SEPARATOR : ''
  return `${sign}${symbol}${symbol ? gap : ''}${digits}`
}

/**
 * An amount in euros the back office keeps as French text (« 4 500 000 € », the share capital
 * of the company settings) as a page of `locale` writes it: unchanged in French, « €4,500,000 »
 * in English. A text that is not such an amount is returned as it is.
 */
export function euroAmountInLocale(text: string, locale: 'fr' | 'en'): string {
  if (locale === 'fr') return text
  const match = /^(\d{1,3}(?:[\s\u00a0\u202f.]\d{3})+|\d+)(?:,(\d{1,2}))?\s*€$/.exec(text.trim())
  if (!match) return text
  const units = Number((match[1] ?? '').replace(/\D/g, ''))
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) / 100 : 0
  return formatPriceEnglish(units + cents, { currencySymbol: '€' })
}
