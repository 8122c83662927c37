import { describe, expect, it } from 'vitest'
import { euroAmountInLocale, formatPrice, formatPriceEnglish } from './price'

const NNBSP = '\u202f'
const NBSP = '\u00a0'

describe('formatPrice', () => {
  it.each<[number, Parameters<typeof formatPrice>[1], string]>([
    [12, undefined, '12'],
    [12.5, undefined, '12,50'],
    [12.05, undefined, '12,05'],
    [0, undefined, '0'],
    [0.5, undefined, '0,50'],
    [12, { forceDecimals: true }, '12,00'],
    [1234.5, { currencySymbol: '€' }, `1${NNBSP}234,50${NBSP}€`],
    [999, undefined, '999'],
    [1000, undefined, `1${NNBSP}000`],
    [1234567.891, undefined, `1${NNBSP}234${NNBSP}567,89`],
    [1.005, undefined, '1,01'],
    [2.675, undefined, '2,68'],
    [12.001, undefined, '12'],
    [12.999, undefined, '13'],
    [-3.5, { currencySymbol: '$' }, `-3,50${NBSP}$`],
    [-0.001, undefined, '0'],
    [19.9, { currencySymbol: '' }, '19,90'],
  ])('%s %j → %j', (value, opts, expected) => {
    expect(formatPrice(value, opts)).toBe(expected)
  })

  it('matches the French Intl grouping and decimals for fractional values', () => {
    const intl = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    for (const value of [0.1, 7.25, 1234.56, 98765.43, 1000000.01]) {
      expect(formatPrice(value)).toBe(intl.format(value))
    }
  })

  it('refuses NaN and infinity', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError)
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('formatPriceEnglish', () => {
  it('writes the symbol first, a decimal point and comma groups', () => {
    expect(formatPriceEnglish(36.2, { currencySymbol: '€' })).toBe('€36.20')
    expect(formatPriceEnglish(1234.5, { currencySymbol: '€' })).toBe('€1,234.50')
    expect(formatPriceEnglish(1234567, { currencySymbol: '€' })).toBe('€1,234,567')
    expect(formatPriceEnglish(12, { currencySymbol: '€', forceDecimals: true })).toBe('€12.00')
  })

  it('keeps the French rounding, a sign before the symbol and a space after a symbol of letters', () => {
    expect(formatPriceEnglish(1.005, { currencySymbol: '€' })).toBe('€1.01')
    expect(formatPriceEnglish(-4.5, { currencySymbol: '€' })).toBe('-€4.50')
    expect(formatPriceEnglish(36.2, { currencySymbol: 'CHF' })).toBe('CHF\u00a036.20')
    expect(formatPriceEnglish(36.2)).toBe('36.20')
  })
})

describe('euroAmountInLocale', () => {
  it('writes a French amount the English way on English pages', () => {
    expect(euroAmountInLocale('4 500 000 €', 'en')).toBe('€4,500,000')
    expect(euroAmountInLocale('4\u00a0500\u00a0000\u00a0€', 'en')).toBe('€4,500,000')
    expect(euroAmountInLocale('37 000,50 €', 'en')).toBe('€37,000.50')
    expect(euroAmountInLocale('4500000 €', 'en')).toBe('€4,500,000')
  })
  it('leaves French pages, and a text that is not an amount, as they are', () => {
    expect(euroAmountInLocale('4 500 000 €', 'fr')).toBe('4 500 000 €')
    expect(euroAmountInLocale('4,5 millions d’euros', 'en')).toBe('4,5 millions d’euros')
  })
})
