import { describe, expect, it } from 'vitest'
import { capSearchTerm, cleanSearchTerm, isBlankSearchTerm, SEARCH_TERM_MAX } from './term'

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

describe('cleanSearchTerm and isBlankSearchTerm', () => {
  it('counts controls, zero-width and format characters and every white space as blank', () => {
    for (const blank of [
      '',
      ' ',
      '\u0000', // NUL (%00)
      '\u0001\u001f\u007f\u0085', // other controls (Cc)
      '\t\n\r\v\f',
      '\u200b', // zero-width space (%E2%80%8B)
      '\u200c\u200d\u2060', // zero-width non-joiner, joiner, word joiner
      '\ufeff', // byte-order mark
      '\u00ad', // soft hyphen
      '\u200e\u200f\u202a\u202e\u2066\u2069', // bidirectional marks and isolates
      '\u00a0', // no-break space (%C2%A0)
      '\u2007\u202f\u3000\u1680\u2028\u2029', // figure, narrow no-break, ideographic spaces, separators
      '\u3164\u115f\ufe0f', // Hangul fillers, variation selector
      ' \u200b\u0000\u00a0\ufeff ',
    ]) {
      expect(isBlankSearchTerm(blank), JSON.stringify(blank)).toBe(true)
      expect(cleanSearchTerm(blank), JSON.stringify(blank)).toBe('')
    }
  })

  it('is not blank as soon as one visible character remains', () => {
    for (const term of ['a', '.', '_', '0', 'é', '😀', '\u200bx', 'x\u0000'])
      expect(isBlankSearchTerm(term), JSON.stringify(term)).toBe(false)
  })

  it('takes invisible characters out of a term and makes each run of white space one space', () => {
    expect(cleanSearchTerm('\u200benduit\u0000 de\u00a0\u00a0lissage\ufeff')).toBe('enduit de lissage')
    expect(cleanSearchTerm('re\u00adbou\u200dchage')).toBe('rebouchage')
    expect(cleanSearchTerm('enduit\tde\nlissage')).toBe('enduit de lissage')
    expect(cleanSearchTerm('  plâtre  ')).toBe('plâtre')
    // Letters, accents, emoji (a surrogate pair) and punctuation stay as they are.
    expect(cleanSearchTerm('Enduit prêt à l’emploi 😀 n°2/3')).toBe('Enduit prêt à l’emploi 😀 n°2/3')
  })

  it('caps the cleaned term: nothing invisible in what the results page shows', () => {
    expect(capSearchTerm('\u0000\u200b')).toBe('')
    expect(capSearchTerm(`\u200b${'a'.repeat(250)}`)).toBe('a'.repeat(200))
  })
})
