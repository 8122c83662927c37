import { describe, expect, it } from 'vitest'
import { capSearchTerm, SEARCH_TERM_MAX } from './term'

describe('capSearchTerm', () => {
  it('keeps a term of the API’s length and cuts a longer one there', () => {
    expect(SEARCH_TERM_MAX).toBe(200)
    expect(capSearchTerm('  enduit de lissage ')).toBe('enduit de lissage')
    expect(capSearchTerm('a'.repeat(200))).toBe('a'.repeat(200))
    expect(capSearchTerm('b'.repeat(10_000))).toBe('b'.repeat(200))
  })

  it('never leaves half of a character written as a surrogate pair', () => {
    const capped = capSearchTerm(`${'a'.repeat(199)}😀${'c'.repeat(50)}`)
    expect(capped).toBe('a'.repeat(199))
    expect(capSearchTerm(`${'a'.repeat(198)}😀${'c'.repeat(50)}`)).toBe(`${'a'.repeat(198)}😀`)
  })

  it('does not end on the space where it cut', () => {
    expect(capSearchTerm(`${'a'.repeat(199)} ${'c'.repeat(50)}`)).toBe('a'.repeat(199))
  })
})
