import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  centsToEuroInput,
  centsToEuroText,
  EURO_INPUT_MESSAGE,
  isUnreadEuros,
  MAX_EURO_CENTS,
  parseEuroInput,
  unreadEuros,
} from './euro-input'

const NNBSP = '\u202f'
const NBSP = '\u00a0'

describe('parseEuroInput', () => {
  it.each<[string, number]>([
    ['24,90', 2490],
    ['24.90', 2490],
    ['24', 2400],
    ['24,9', 2490],
    ['0,5', 50],
    ['0', 0],
    ['0,00', 0],
    ['1 234,50', 123450],
    [`1${NBSP}234,50`, 123450],
    [`1${NNBSP}234,50`, 123450],
    ['1234,50', 123450],
    ['1 000 000', 100000000],
    ['24,90 €', 2490],
    ['24,90€', 2490],
    [`24,90${NBSP}€`, 2490],
    ['€24.90', 2490],
    ['€ 24', 2400],
    ['  24,90  ', 2490],
    ['007,50', 750],
    ['10000000', MAX_EURO_CENTS],
  ])('%j is %d cents', (text, cents) => {
    expect(parseEuroInput(text)).toEqual({ ok: true, cents })
  })

  it.each(['', '   ', NBSP])('blank %j is no amount', (text) => {
    expect(parseEuroInput(text)).toEqual({ ok: true, cents: null })
  })

  it.each([
    'abc',
    '12,345', // three decimals: maybe thousands, never guessed
    '1.234', // the same with a point
    '1.234,50', // a point between thousands is not read
    '1,234.50',
    '-5',
    '-0,50',
    '+5',
    '24,',
    ',50',
    '.5',
    '24,90,00',
    '12 34',
    '1  234',
    '24 90',
    '2e3',
    '0x10',
    '24,90 € €',
    '€24€',
    '24 EUR',
    '24,90 $',
    'Infinity',
    'NaN',
    '10000000,01', // above ten million euros
    '99999999999999999999',
  ])('%j is refused with the French message', (text) => {
    expect(parseEuroInput(text)).toEqual({ ok: false, message: EURO_INPUT_MESSAGE })
  })

  it('never throws, and gives whole non-negative cents or the message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[\d ,.€-]{0,14}$/)), (text) => {
        const result = parseEuroInput(text)
        if (result.ok && result.cents !== null) {
          expect(Number.isSafeInteger(result.cents)).toBe(true)
          expect(result.cents).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('centsToEuroInput', () => {
  it.each<[number | null | undefined, string]>([
    [2490, '24,90'],
    [2400, '24,00'],
    [5, '0,05'],
    [0, '0,00'],
    [123450, `1${NNBSP}234,50`],
    [null, ''],
    [undefined, ''],
    [24.5, '24.5 centimes'], // not whole cents: shown as stored, never rounded
    [-100, '-100 centimes'],
  ])('%j → %j', (cents, text) => {
    expect(centsToEuroInput(cents)).toBe(text)
  })

  it('reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_EURO_CENTS }), (cents) => {
        expect(parseEuroInput(centsToEuroInput(cents))).toEqual({ ok: true, cents })
      }),
      { numRuns: 2000 },
    )
  })

  it('shows a non-amount so that it is refused, not saved as something else', () => {
    for (const odd of [24.5, -100]) expect(parseEuroInput(centsToEuroInput(odd)).ok).toBe(false)
  })
})

describe('centsToEuroText', () => {
  it.each<[number, string]>([
    [2490, `24,90${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [123450, `1${NNBSP}234,50${NBSP}€`],
    [24.5, '24.5 centimes'],
  ])('%j → %j', (cents, text) => {
    expect(centsToEuroText(cents)).toBe(text)
  })
})

describe('unreadEuros', () => {
  it('keeps the text typed, and is told from an amount, blank or a plain text', () => {
    expect(unreadEuros('12,345')).toEqual({ notAnAmount: '12,345' })
    expect(isUnreadEuros(unreadEuros('abc'))).toBe(true)
    for (const other of [2490, null, undefined, 'abc', {}, { notAnAmount: 5 }]) expect(isUnreadEuros(other)).toBe(false)
  })
})
