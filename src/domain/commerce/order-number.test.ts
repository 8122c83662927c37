import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatOrderNumber, parseOrderNumber } from './order-number'

describe('formatOrderNumber', () => {
  it.each([
    [2026, 1, 'CMD-2026-000001'],
    [2026, 42, 'CMD-2026-000042'],
    [2027, 999_999, 'CMD-2027-999999'],
    [2027, 1_000_000, 'CMD-2027-1000000'],
  ])('%s, %s → %s', (year, n, expected) => {
    expect(formatOrderNumber(year, n)).toBe(expected)
  })

  it.each([
    [2026, 0],
    [2026, -1],
    [2026, 1.5],
    [999, 1],
    [10_000, 1],
    [2026, Number.NaN],
  ])('refuses %s, %s', (year, n) => {
    expect(() => formatOrderNumber(year, n)).toThrow(RangeError)
  })

  it('sorts numbers of a year in counter order while they have six digits', () => {
    const a = formatOrderNumber(2026, 9)
    const b = formatOrderNumber(2026, 10)
    expect(a < b).toBe(true)
  })
})

describe('parseOrderNumber', () => {
  it('reads a number back', () => {
    expect(parseOrderNumber('CMD-2026-000001')).toEqual({ year: 2026, n: 1 })
    expect(parseOrderNumber('CMD-2026-1234567')).toEqual({ year: 2026, n: 1_234_567 })
    expect(parseOrderNumber(' cmd-2026-000042 ')).toEqual({ year: 2026, n: 42 })
  })

  it.each([
    '',
    'CMD-2026-1',
    'CMD-26-000001',
    'CMD-2026-000000',
    'CMD-2026-0000001',
    'FAC-2026-000001',
    'CMD-2026-00001a',
    'CMD-0999-000001',
    'CMD-2026-000001-2',
  ])('refuses %j', (s) => {
    expect(parseOrderNumber(s)).toBeNull()
  })

  it('is the inverse of formatOrderNumber', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (year, n) => {
        expect(parseOrderNumber(formatOrderNumber(year, n))).toEqual({ year, n })
      }),
    )
  })

  it('gives back the same text when it accepts one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^CMD-\d{4}-\d{5,9}$/), (s) => {
        const parsed = parseOrderNumber(s)
        if (parsed) expect(formatOrderNumber(parsed.year, parsed.n)).toBe(s)
      }),
    )
  })
})
