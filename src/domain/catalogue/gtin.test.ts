import { describe, expect, it } from 'vitest'
import { gtinCheckDigit, isValidGtin, makeGtin14, padGtin } from './gtin'

describe('gtin', () => {
  it('computes the GS1 check digit of a known EAN-13', () => {
    // 4006381333931 is a published valid EAN-13
    expect(gtinCheckDigit('400638133393')).toBe(1)
    expect(isValidGtin('4006381333931')).toBe(true)
    expect(isValidGtin('4006381333932')).toBe(false)
  })
  it('pads short codes to 14 digits and keeps them valid', () => {
    expect(padGtin('4006381333931')).toBe('04006381333931')
    expect(isValidGtin(padGtin('4006381333931'))).toBe(true)
    expect(padGtin('12345678901234')).toBe('12345678901234')
  })
  it('builds GTIN-14 with a valid check digit', () => {
    const code = makeGtin14('1376012345678')
    expect(code).toHaveLength(14)
    expect(isValidGtin(code)).toBe(true)
    expect(() => makeGtin14('12')).toThrow()
  })
  it('rejects non-digit input', () => {
    expect(isValidGtin('40063813339a1')).toBe(false)
  })
})
