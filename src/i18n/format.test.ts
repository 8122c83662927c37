import { describe, expect, it } from 'vitest'
import { formatDate, formatFileSize, formatNumber, isoDay } from './format'

const NBSP = '\u00a0'

describe('formatNumber', () => {
  it('uses a decimal comma in French and a point in English', () => {
    expect(formatNumber(0.5, 'fr')).toBe('0,5')
    expect(formatNumber(12, 'fr')).toBe('12')
    expect(formatNumber(1.25, 'en')).toBe('1.25')
    expect(formatNumber(1.666, 'fr')).toBe('1,67')
  })
})

describe('formatFileSize', () => {
  it('formats bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(512, 'fr')).toBe(`512${NBSP}o`)
    expect(formatFileSize(850 * 1024, 'fr')).toBe(`850${NBSP}Ko`)
    expect(formatFileSize(1.25 * 1024 * 1024, 'fr')).toBe(`1,3${NBSP}Mo`)
    expect(formatFileSize(1.25 * 1024 * 1024, 'en')).toBe(`1.3${NBSP}MB`)
    expect(formatFileSize(0, 'en')).toBe(`0${NBSP}B`)
  })
})

describe('formatDate / isoDay', () => {
  it('formats in Paris time', () => {
    expect(formatDate('2026-03-12T10:00:00.000Z', 'fr')).toBe('12 mars 2026')
    expect(formatDate('2026-03-12T10:00:00.000Z', 'en')).toBe('12 March 2026')
    expect(isoDay('2026-03-12T23:30:00.000Z')).toBe('2026-03-13')
  })
  it('returns null for invalid dates', () => {
    expect(formatDate('nope', 'fr')).toBeNull()
    expect(isoDay('nope')).toBeNull()
  })
})
