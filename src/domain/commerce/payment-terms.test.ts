import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dueDate,
  dueDateMention,
  frenchDate,
  PAYMENT_TERM_DEFAULT_DAYS,
  PAYMENT_TERM_MAX_DAYS,
  PAYMENT_TERMS_MENTIONS,
  paymentTermDays,
} from './payment-terms'

const iso = (date: Date) => date.toISOString()

describe('payment terms', () => {
  it('defaults to 30 days and goes up to 60 (Code de commerce, L441-10)', () => {
    expect(PAYMENT_TERM_DEFAULT_DAYS).toBe(30)
    expect(PAYMENT_TERM_MAX_DAYS).toBe(60)
  })

  it.each([
    [30, 30],
    [0, 0],
    [-5, 0],
    [61, 60],
    [45.9, 45],
    [Number.NaN, 30],
    [null, 30],
    [undefined, 30],
  ])('a term of %s is %s days', (term, days) => {
    expect(paymentTermDays(term)).toBe(days)
  })
})

describe('dueDate', () => {
  const order = new Date('2026-01-15T10:30:00.000Z')

  it('adds calendar days', () => {
    expect(iso(dueDate(order, 30))).toBe('2026-02-14T10:30:00.000Z')
    expect(iso(dueDate(order, 0))).toBe('2026-01-15T10:30:00.000Z')
    expect(iso(dueDate(new Date('2028-02-15T00:00:00.000Z'), 30))).toBe('2028-03-16T00:00:00.000Z') // leap year
  })

  it('crosses the summer time change without drifting (UTC days)', () => {
    expect(iso(dueDate(new Date('2026-03-20T23:30:00.000Z'), 30))).toBe('2026-04-19T23:30:00.000Z')
  })

  it('clamps the term', () => {
    expect(iso(dueDate(order, 90))).toBe(iso(dueDate(order, 60)))
    expect(iso(dueDate(order, -3))).toBe(iso(order))
    expect(iso(dueDate(order, 10.8))).toBe(iso(dueDate(order, 10)))
  })

  it('is never before the order nor more than 60 days after', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.double(), (date, term) => {
        const due = dueDate(date, term)
        const days = (due.getTime() - date.getTime()) / 86_400_000
        expect(Number.isInteger(days)).toBe(true)
        expect(days).toBeGreaterThanOrEqual(0)
        expect(days).toBeLessThanOrEqual(60)
      }),
    )
  })

  it('does not change the order date', () => {
    const date = new Date(order)
    dueDate(date, 30)
    expect(iso(date)).toBe(iso(order))
  })
})

describe('mentions', () => {
  it('write the due date in French', () => {
    expect(frenchDate(new Date('2026-03-01T12:00:00.000Z'))).toBe('1er mars 2026')
    expect(frenchDate(new Date('2026-12-25T00:00:00.000Z'))).toBe('25 décembre 2026')
    expect(dueDateMention(new Date('2026-02-14T10:30:00.000Z'))).toContain('le 14 février 2026')
  })

  it('give the late penalties, the 40 € fee and no discount for early payment', () => {
    const text = PAYMENT_TERMS_MENTIONS.join(' ')
    expect(text).toContain('trois fois le taux d’intérêt légal')
    expect(text).toContain('40 €')
    expect(text).toContain('D441-5')
    expect(text).toContain('Aucun escompte')
  })
})
