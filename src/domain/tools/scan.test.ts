import { describe, expect, it } from 'vitest'
import { gtinCheckDigit, isValidGtin, makeGtin14 } from '@/domain/catalogue/gtin'
import { normalizeScanCode } from './scan'

describe('scan codes', () => {
  it('pads a 13-digit EAN to 14 with one leading zero (same GTIN)', () => {
    // Hand check of 376099010000?: digits from the right weighted 3,1,3…
    // 3·0+1·0+3·0+1·0+3·1+1·0+3·9+1·9+3·0+1·6+3·7+1·3 = 3+27+9+6+21+3 = 69 → check digit 1.
    expect(gtinCheckDigit('376099010000')).toBe(1)
    expect(normalizeScanCode('3760990100001')).toEqual({ ok: true, code: '03760990100001', valid: true })
  })

  it('pads short codes (EAN-8, typed prefixes) to 14', () => {
    expect(normalizeScanCode('96385074')).toEqual({ ok: true, code: '00000096385074', valid: true })
    expect(normalizeScanCode('123')).toMatchObject({ ok: true, code: '00000000000123' })
  })

  it('keeps a GTIN-14 and reports a wrong check digit', () => {
    const gtin = makeGtin14('1376099010000')
    expect(isValidGtin(gtin)).toBe(true)
    expect(normalizeScanCode(gtin)).toEqual({ ok: true, code: gtin, valid: true })
    const wrong = gtin.slice(0, 13) + String((Number(gtin.at(-1)) + 1) % 10)
    expect(normalizeScanCode(wrong)).toMatchObject({ ok: true, valid: false })
  })

  it('refuses empty, non-digit and too long input', () => {
    expect(normalizeScanCode('  ')).toEqual({ ok: false, reason: 'empty' })
    expect(normalizeScanCode('37609A')).toEqual({ ok: false, reason: 'not_digits' })
    expect(normalizeScanCode('123456789012345')).toEqual({ ok: false, reason: 'too_long' })
    expect(normalizeScanCode('3760 9901-00001')).toMatchObject({ ok: true, code: '03760990100001' })
  })
})
