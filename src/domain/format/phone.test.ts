import { describe, expect, it } from 'vitest'
import { phoneForReaders } from './phone'

describe('phoneForReaders', () => {
  it('writes a French national number in the international form on English pages', () => {
    expect(phoneForReaders('01 84 60 12 34', 'en')).toBe('+33 1 84 60 12 34')
    expect(phoneForReaders('06.12.34.56.78', 'en')).toBe('+33 6 12 34 56 78')
  })

  it('keeps the national form on French pages, and any other form as typed', () => {
    expect(phoneForReaders('01 84 60 12 34', 'fr')).toBe('01 84 60 12 34')
    expect(phoneForReaders('+33 1 84 60 12 34', 'en')).toBe('+33 1 84 60 12 34')
    expect(phoneForReaders('3949', 'en')).toBe('3949')
  })
})
