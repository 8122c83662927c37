import { describe, expect, it } from 'vitest'
import { splitTrademark } from './trademark'

describe('splitTrademark', () => {
  it('isolates each ® as a superscript part', () => {
    expect(splitTrademark('Toupret® Lissage')).toStrictEqual([
      { text: 'Toupret', sup: false },
      { text: '®', sup: true },
      { text: ' Lissage', sup: false },
    ])
  })

  it('handles several, adjacent, leading and trailing signs', () => {
    expect(splitTrademark('®A®®B®')).toStrictEqual([
      { text: '®', sup: true },
      { text: 'A', sup: false },
      { text: '®', sup: true },
      { text: '®', sup: true },
      { text: 'B', sup: false },
      { text: '®', sup: true },
    ])
  })

  it('returns the title as one part when there is no sign', () => {
    expect(splitTrademark('Enduit fin™')).toStrictEqual([{ text: 'Enduit fin™', sup: false }])
  })

  it('returns no part for an empty title', () => {
    expect(splitTrademark('')).toStrictEqual([])
  })

  it('keeps the text intact when joined back', () => {
    const title = 'Pâte® de rebouchage ® 5 kg'
    expect(
      splitTrademark(title)
        .map((part) => part.text)
        .join(''),
    ).toBe(title)
  })
})
